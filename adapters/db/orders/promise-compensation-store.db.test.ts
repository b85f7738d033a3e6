import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogRepository } from "../../../core/catalog/catalog";
import { createOrderProcess } from "../../../core/orders/order-process";
import { createPromiseCompensation, promiseReference } from "../../../core/orders/promise-compensation";
import { minutesAfter, storedOrder } from "../../../tests/support/stored-order";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { openDatabase, type Database, type DatabaseHandle } from "../database";
import { auditLog, ledgerTransactions, orderEvents, promiseCompensations, users } from "../schema";
import { createLedgerStore } from "../wallet/ledger-store";
import { createAttemptReads } from "./attempt-reads";
import { createBooksRepository } from "./books-repository";
import { createOrderRepository } from "./order-repository";
import { createOrderUnitOfWork } from "./order-unit";
import { createPromiseCompensationStore } from "./promise-compensation-store";

const GOLD = 10_000;
const amounts = { IDR: GOLD };

/** The shop's promise compensation on one pool, as one server builds it. */
const compensationOn = (db: Database) =>
  createPromiseCompensation({ store: createPromiseCompensationStore(db), amounts });

/** The completion as the fulfillment makes it: the order delivered, then its compensation asked for. */
function completionOn(db: Database) {
  const process = createOrderProcess({
    units: createOrderUnitOfWork(db),
    orders: createOrderRepository(db),
    attempts: createAttemptReads(db),
    catalog: { findGame: () => Promise.resolve(undefined) } as Pick<CatalogRepository, "findGame">,
    offered: () => [],
  });
  const promise = compensationOn(db);
  return async (orderId: string) => {
    if (await process.delivered(orderId, { reason: "delivered: SN-1", actor: "supplier:sandbox" }))
      await promise.grant(orderId);
  };
}

/**
 * A delivery past its game's promise earns the buyer gold once (decision 063): the completion, the
 * sweep and the order page race for it on separate servers, a crash mid-grant leaves nothing behind,
 * and the sweep grants what the crash cut short.
 */
describe("promise compensations on PostgreSQL", () => {
  let database: TestDatabase;
  const pools: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Ten servers: each its own pool of connections.
    for (let server = 0; server < 10; server += 1) pools.push(openDatabase(database.url, { max: 2 }));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await database.drop();
  });

  async function buyer(name: string) {
    const [user] = await database.db.insert(users).values({ displayName: name }).returning();
    return user!.id;
  }

  /** A Free Fire order (promise: 30 minutes) paid `minutesAgo`, still on its way at the supplier. */
  async function pendingOrder(userId: string | undefined, minutesAgo: number) {
    const paidAt = new Date(Date.now() - minutesAgo * 60_000);
    const createdAt = minutesAfter(paidAt, -2);
    return storedOrder(database.db, {
      game: "free-fire",
      createdAt,
      paidAt,
      events: [
        ["awaiting_payment", createdAt],
        ["in_progress", paidAt],
      ],
      delivery: "pending",
      ...(userId ? { userId } : {}),
    });
  }

  const gold = (userId: string) =>
    createLedgerStore(database.db).balance({ owner: "user", userId, kind: "gold", currency: "IDR" });

  async function written(orderId: string) {
    const [postings] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, promiseReference(orderId)));
    const rows = await database.db.select().from(promiseCompensations).where(eq(promiseCompensations.orderId, orderId));
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order.promiseCompensated' AND ${auditLog.after} ->> 'orderId' = ${orderId}`);
    return { postings: postings!.count, rows, audits };
  }

  it("ten servers race the completion, the sweep and the page over a missed order: one credit", async () => {
    const userId = await buyer("Putri");
    const order = await pendingOrder(userId, 45);

    await Promise.all(
      pools.map(({ db }, server) => {
        if (server % 3 === 0) return completionOn(db)(order.id);
        if (server % 3 === 1) return compensationOn(db).sweep();
        return compensationOn(db).view(order.id, userId);
      }),
    );

    const { postings, rows, audits } = await written(order.id);
    expect(postings).toBe(1);
    expect(rows).toEqual([expect.objectContaining({ userId, amount: GOLD, currency: "IDR", promiseMinutes: 30 })]);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual(expect.objectContaining({ gold: GOLD, amount: GOLD, orderId: order.id }));
    expect(await gold(userId)).toBe(GOLD);
    // Completed once, whoever of the completions won.
    const completions = await database.db
      .select()
      .from(orderEvents)
      .where(sql`${orderEvents.orderId} = ${order.id} AND ${orderEvents.toStatus} = 'complete'`);
    expect(completions).toHaveLength(1);
    // The books balance: the gold came from the shop's gold account.
    expect(await createBooksRepository(database.db).imbalances(new Date())).toEqual([]);

    // Asked again later, by any door: nothing more.
    expect(await compensationOn(database.db).grant(order.id)).toBe("existing");
    expect(await compensationOn(database.db).sweep()).toEqual({ granted: 0 });
    expect(await gold(userId)).toBe(GOLD);
  });

  it("a server killed in the middle of a grant leaves nothing; the sweep then grants it once", async () => {
    const userId = await buyer("Bima");
    const order = await pendingOrder(userId, 45);
    // The dying server got as far as the row and the ledger transaction, uncommitted.
    const dying = new pg.Client({ connectionString: database.url });
    dying.on("error", () => undefined);
    await dying.connect();
    const { rows: backend } = await dying.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    await dying.query("BEGIN");
    await dying.query(
      "INSERT INTO promise_compensations (order_id, user_id, amount, currency, promise_minutes) VALUES ($1, $2, $3, 'IDR', 30)",
      [order.id, userId, GOLD],
    );
    await dying.query("INSERT INTO ledger_transactions (reference, kind) VALUES ($1, 'gold_promise')", [
      promiseReference(order.id),
    ]);
    // Meanwhile another server's sweep waits on the dying one's row, then finds the way clear.
    const sweep = compensationOn(pools[0]!.db).sweep();
    await database.db.execute(sql`SELECT pg_terminate_backend(${backend[0]!.pid})`);
    await dying.end().catch(() => undefined);
    await sweep;
    await compensationOn(pools[1]!.db).sweep();

    const { postings, rows, audits } = await written(order.id);
    expect(postings).toBe(1);
    expect(rows).toHaveLength(1);
    expect(audits).toHaveLength(1);
    expect(await gold(userId)).toBe(GOLD);
    expect(await createBooksRepository(database.db).imbalances(new Date())).toEqual([]);
  });

  it("a completion whose server died before the grant is healed by the sweep", async () => {
    const userId = await buyer("Sari");
    const order = await pendingOrder(userId, 50);
    // Delivered, and the server gone before it asked for the gold.
    const process = createOrderProcess({
      units: createOrderUnitOfWork(database.db),
      orders: createOrderRepository(database.db),
      attempts: createAttemptReads(database.db),
      catalog: { findGame: () => Promise.resolve(undefined) } as Pick<CatalogRepository, "findGame">,
      offered: () => [],
    });
    expect(await process.delivered(order.id, { reason: "delivered", actor: "supplier:sandbox" })).toBe(true);
    expect(await gold(userId)).toBe(0);

    expect((await compensationOn(database.db).sweep()).granted).toBeGreaterThanOrEqual(1);
    expect(await gold(userId)).toBe(GOLD);
  });

  it("after a server's first sweep, reads only orders still on their way and those that moved since", async () => {
    const userId = await buyer("Wulan");
    const now = new Date();
    const ago = (minutes: number) => minutesAfter(now, -minutes);
    /** A Free Fire order paid `paid` minutes ago and delivered `delivered` minutes ago, past its 30. */
    const late = (paid: number, delivered: number) =>
      storedOrder(database.db, {
        game: "free-fire",
        userId,
        createdAt: ago(paid + 2),
        paidAt: ago(paid),
        events: [
          ["awaiting_payment", ago(paid + 2)],
          ["in_progress", ago(paid)],
          ["complete", ago(delivered)],
        ],
        delivery: "delivered",
      });
    // Two late deliveries whose grants a crash cut short: one two days ago, one a minute ago.
    const longAgo = await late(48 * 60, 48 * 60 - 45);
    const justNow = await late(50, 1);
    const stillOnItsWay = await pendingOrder(userId, 3 * 60);
    const store = createPromiseCompensationStore(database.db);
    const query = { now, paidSince: ago(7 * 24 * 60), currencies: ["IDR" as const], limit: 500 };

    const everything = await store.due({ ...query, changedSince: null });
    expect(everything).toEqual(expect.arrayContaining([longAgo.id, justNow.id, stillOnItsWay.id]));
    const since = await store.due({ ...query, changedSince: ago(15) });
    expect(since).toEqual(expect.arrayContaining([justNow.id, stillOnItsWay.id]));
    expect(since).not.toContain(longAgo.id);
  });

  it("grants nothing within the promise, nor to an order delivered on time", async () => {
    const userId = await buyer("Dewi");
    const early = await pendingOrder(userId, 10);
    const onTime = await pendingOrder(userId, 20);
    await completionOn(database.db)(onTime.id);
    await compensationOn(database.db).sweep();
    expect(await compensationOn(database.db).grant(early.id)).toBe("notMissed");
    expect(await compensationOn(database.db).grant(onTime.id)).toBe("notMissed");
    expect(await gold(userId)).toBe(0);
  });

  it("a guest's order: offered to a visitor, credited once to the account that signs in on its page", async () => {
    const order = await pendingOrder(undefined, 40);
    const promise = compensationOn(database.db);
    expect(await promise.grant(order.id)).toBe("noAccount");
    expect(await promise.view(order.id, undefined)).toEqual({
      kind: "offer",
      amount: { amount: GOLD, currency: "IDR" },
      promiseMinutes: 30,
    });
    const [first, second] = [await buyer("Guest who signed in"), await buyer("Someone with the link")];
    const views = await Promise.all([
      compensationOn(pools[2]!.db).view(order.id, first),
      compensationOn(pools[3]!.db).view(order.id, second),
    ]);
    expect(views.map((view) => view?.kind)).toEqual(["granted", "granted"]);
    expect((await gold(first)) + (await gold(second))).toBe(GOLD);
    const { postings, audits } = await written(order.id);
    expect(postings).toBe(1);
    expect(audits).toHaveLength(1);
  });
});
