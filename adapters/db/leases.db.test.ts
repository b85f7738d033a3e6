import { asc, eq, sql } from "drizzle-orm";
import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "./database";
import { failedTry, leaseDue, statusAfterFailedTry } from "./leases";

/** An outbox of the shape the shop's queues share (receipts, pushes, fiscal submissions, alerts). */
const outbox = pgTable("lease_test_outbox", {
  id: serial("id").primaryKey(),
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
});

describe("rows leased by the jobs of several servers", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  const pending = eq(outbox.status, "pending");
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.url, { max: 10 });
    await handle.db.execute(sql`CREATE TABLE lease_test_outbox (
      id serial PRIMARY KEY, status text NOT NULL DEFAULT 'pending', attempts integer NOT NULL DEFAULT 0,
      last_error text, leased_until timestamptz)`);
  });
  beforeEach(async () => {
    await handle.db.execute(sql`TRUNCATE lease_test_outbox RESTART IDENTITY`);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });
  const addRows = (count: number) => handle.db.insert(outbox).values(Array.from({ length: count }, () => ({})));

  it("ten servers leasing at the same moment never take one row twice, and leave none behind", async () => {
    await addRows(30);
    const takes = await Promise.all(
      Array.from({ length: 10 }, () => leaseDue(handle.db, outbox, { due: pending, limit: 5, leaseSeconds: 60 })),
    );
    const first = takes.flat().map((row) => row.id);
    expect(new Set(first).size).toBe(first.length);
    // Whatever a server skipped while another held it is there for the next round, once.
    const rest = (await leaseDue(handle.db, outbox, { due: pending, limit: 50, leaseSeconds: 60 })).map(
      (row) => row.id,
    );
    expect([...first, ...rest].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(await leaseDue(handle.db, outbox, { due: pending, limit: 50, leaseSeconds: 60 })).toEqual([]);
  });

  it("holds a row while its lease runs and frees it when the lease has run out, on either clock", async () => {
    await addRows(2);
    const taken = await leaseDue(handle.db, outbox, { due: pending, limit: 1, leaseSeconds: 30 });
    expect(taken.map((row) => row.id)).toEqual([1]);
    expect(taken[0]!.leasedUntil).toBeInstanceOf(Date);
    expect(
      (await leaseDue(handle.db, outbox, { due: pending, limit: 5, leaseSeconds: 30 })).map((row) => row.id),
    ).toEqual([2]);

    // The caller's clock: 31 s later both leases have run out; 29 s later neither has.
    const now = new Date(Date.now() + 29_000);
    expect(await leaseDue(handle.db, outbox, { due: pending, limit: 5, leaseSeconds: 30, now })).toEqual([]);
    const later = new Date(Date.now() + 31_000);
    const again = await leaseDue(handle.db, outbox, { due: pending, limit: 5, leaseSeconds: 30, now: later });
    expect(again.map((row) => row.id).sort()).toEqual([1, 2]);
    expect(again[0]!.leasedUntil!.getTime()).toBe(later.getTime() + 30_000);
  });

  it("takes only what the queue says is due, in the order it asks", async () => {
    await addRows(4);
    await handle.db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, 2));
    for (const [id, attempts] of [
      [1, 5],
      [3, 1],
      [4, 3],
    ])
      await handle.db.update(outbox).set({ attempts }).where(eq(outbox.id, id!));
    const taken = await leaseDue(handle.db, outbox, {
      due: pending,
      limit: 2,
      leaseSeconds: 30,
      orderBy: outbox.attempts,
    });
    expect(taken.map((row) => row.id).sort()).toEqual([3, 4]);
  });

  it("counts each failed try, keeps its error short, releases the row and fails it for good at the last try", async () => {
    await addRows(1);
    const states: string[] = [];
    for (let i = 0; i < 3; i++) {
      await leaseDue(handle.db, outbox, { due: pending, limit: 1, leaseSeconds: 30 });
      await handle.db
        .update(outbox)
        .set({ ...failedTry(outbox.attempts, "x".repeat(800)), status: statusAfterFailedTry(outbox.attempts, 3) })
        .where(eq(outbox.id, 1));
      const [row] = await handle.db.select().from(outbox).orderBy(asc(outbox.id));
      expect(row).toMatchObject({ attempts: i + 1, leasedUntil: null });
      expect(row!.lastError).toHaveLength(500);
      states.push(row!.status);
    }
    expect(states).toEqual(["pending", "pending", "failed"]);
    expect(await leaseDue(handle.db, outbox, { due: pending, limit: 1, leaseSeconds: 30 })).toEqual([]);
  });
});
