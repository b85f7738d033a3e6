import { describe, expect, it } from "vitest";
import { assertBalanced } from "../wallet/ledger";
import {
  createPromiseCompensation,
  promiseMissed,
  promisePosting,
  type GrantOutcome,
  type PromiseCompensationRecord,
  type PromiseCompensationStore,
  type PromiseFacts,
  type PromiseGrant,
} from "./promise-compensation";

const PAID = new Date("2026-11-29T10:00:00Z");
const at = (minutes: number) => new Date(PAID.getTime() + minutes * 60_000);

const facts = (overrides: Partial<PromiseFacts> = {}): PromiseFacts => ({
  orderId: "order-1",
  status: "in_progress",
  userId: "buyer-1",
  currency: "IDR",
  paidAt: PAID,
  promiseMinutes: 30,
  deliveredAt: null,
  settledAt: null,
  ...overrides,
});

describe("a missed delivery promise", () => {
  it("is a delivery after the promise, counted from the payment", () => {
    expect(promiseMissed(facts({ status: "complete", deliveredAt: at(31), settledAt: at(31) }), at(90))).toBe(true);
    expect(promiseMissed(facts({ status: "complete", deliveredAt: at(30), settledAt: at(30) }), at(90))).toBe(false);
    expect(promiseMissed(facts({ status: "complete", deliveredAt: at(5), settledAt: at(5) }), at(90))).toBe(false);
  });

  it("is an order still on its way past the promise, and not before", () => {
    expect(promiseMissed(facts(), at(31))).toBe(true);
    expect(promiseMissed(facts(), at(29))).toBe(false);
    expect(promiseMissed(facts({ promiseMinutes: 60 }), at(31))).toBe(false);
  });

  it("is a failure after the promise, refunded or not; a failure within it misses nothing", () => {
    expect(promiseMissed(facts({ status: "delivery_failed", settledAt: at(45) }), at(90))).toBe(true);
    expect(promiseMissed(facts({ status: "canceled", settledAt: at(45) }), at(90))).toBe(true);
    expect(promiseMissed(facts({ status: "delivery_failed", settledAt: at(10) }), at(90))).toBe(false);
    expect(promiseMissed(facts({ status: "canceled", settledAt: at(10) }), at(90))).toBe(false);
  });

  it("never concerns an order not paid", () => {
    expect(promiseMissed(facts({ status: "awaiting_payment", paidAt: null }), at(90))).toBe(false);
    expect(promiseMissed(facts({ status: "canceled", paidAt: null }), at(90))).toBe(false);
  });

  it("credits gold from the shop's gold account: the posting balances", () => {
    const posting = promisePosting("order-1", "buyer-1", { amount: 10_000, currency: "IDR" });
    expect(() => assertBalanced(posting)).not.toThrow();
    expect(posting.reference).toBe("promise:order-1");
  });
});

/** A store in memory: one row per order, as the database's primary key keeps it. */
function memoryStore(current: PromiseFacts) {
  const rows = new Map<string, PromiseCompensationRecord>();
  const audits: unknown[] = [];
  const queries: Parameters<PromiseCompensationStore["due"]>[0][] = [];
  const store: PromiseCompensationStore = {
    grant(orderId, decide) {
      if (rows.has(orderId)) return Promise.resolve<GrantOutcome>("existing");
      const decided: PromiseGrant | GrantOutcome = decide(current);
      if (typeof decided === "string") return Promise.resolve(decided);
      rows.set(orderId, { ...decided.record, createdAt: new Date() });
      audits.push(decided.audit({ before: 0, after: decided.record.amount.amount }));
      return Promise.resolve<GrantOutcome>("granted");
    },
    find: (orderId) => Promise.resolve(rows.get(orderId)),
    facts: () => Promise.resolve(current),
    due: (query) => {
      queries.push(query);
      return Promise.resolve([current.orderId]);
    },
  };
  return { store, rows, audits, queries };
}

describe("the promise's gold", () => {
  const amounts = { IDR: 10_000 };

  it("goes to the order's buyer once, with an audit entry, whoever asks and however often", async () => {
    const { store, rows, audits } = memoryStore(facts());
    const granted: string[] = [];
    const promise = createPromiseCompensation({
      store,
      amounts,
      now: () => at(45),
      onGranted: (currency) => granted.push(currency),
    });
    expect(await promise.grant("order-1")).toBe("granted");
    expect(await promise.grant("order-1")).toBe("existing");
    expect(await promise.sweep()).toEqual({ granted: 0 });
    expect([...rows.values()]).toEqual([expect.objectContaining({ userId: "buyer-1", promiseMinutes: 30 })]);
    expect(audits).toEqual([
      expect.objectContaining({ action: "order.promiseCompensated", subject: "user:buyer-1", operatorId: null }),
    ]);
    expect(granted).toEqual(["IDR"]);
  });

  it("is off for a currency without an amount, or with 0", async () => {
    const off = createPromiseCompensation({
      store: memoryStore(facts()).store,
      amounts: { IDR: 0 },
      now: () => at(45),
    });
    expect(await off.grant("order-1")).toBe("off");
    expect(await off.sweep()).toEqual({ granted: 0 });
    const rouble = createPromiseCompensation({
      store: memoryStore(facts({ currency: "RUB" })).store,
      amounts,
      now: () => at(45),
    });
    expect(await rouble.grant("order-1")).toBe("off");
  });

  it("is not given before the promise runs out", async () => {
    const { store, rows } = memoryStore(facts());
    const promise = createPromiseCompensation({ store, amounts, now: () => at(20) });
    expect(await promise.grant("order-1")).toBe("notMissed");
    expect(await promise.view("order-1", "buyer-1")).toBeNull();
    expect(rows.size).toBe(0);
  });

  it("on a guest's order: offered to a visitor, granted to the account that signs in on its page", async () => {
    const { store, rows } = memoryStore(facts({ userId: null }));
    const promise = createPromiseCompensation({ store, amounts, now: () => at(45) });
    // The completion's door and the sweep's have no account to credit.
    expect(await promise.grant("order-1")).toBe("noAccount");
    expect(await promise.view("order-1", undefined)).toEqual({
      kind: "offer",
      amount: { amount: 10_000, currency: "IDR" },
      promiseMinutes: 30,
    });
    expect(await promise.view("order-1", "guest-now-signed-in")).toEqual({
      kind: "granted",
      amount: { amount: 10_000, currency: "IDR" },
      promiseMinutes: 30,
    });
    // A second account signing in later finds it given: the order pays once.
    expect(await promise.view("order-1", "someone-else")).toEqual(expect.objectContaining({ kind: "granted" }));
    expect([...rows.values()].map((row) => row.userId)).toEqual(["guest-now-signed-in"]);
  });

  it("on a signed-in buyer's order, a visitor sees no offer: the gold is the buyer's", async () => {
    const promise = createPromiseCompensation({ store: memoryStore(facts()).store, amounts, now: () => at(45) });
    expect(await promise.view("order-1", undefined)).toBeNull();
  });

  it("is swept from the week's orders first, then from those that moved since the last sweep began", async () => {
    const { store, queries } = memoryStore(facts());
    let clock = at(45);
    const promise = createPromiseCompensation({ store, amounts, now: () => clock });
    await promise.sweep();
    clock = at(45.2);
    await promise.sweep();
    // The second looks back to 15 minutes before the first, for moves stamped before it committed.
    expect(queries.map((query) => query.changedSince)).toEqual([null, at(30)]);
    expect(queries[1]!.paidSince).toEqual(new Date(at(45.2).getTime() - 7 * 24 * 60 * 60_000));
  });

  it("looks as far back again after a sweep that did not finish", async () => {
    const { store, queries } = memoryStore(facts());
    let failing = true;
    const promise = createPromiseCompensation({
      store: {
        ...store,
        grant: (orderId, decide) =>
          failing ? Promise.reject(new Error("connection lost")) : store.grant(orderId, decide),
      },
      amounts,
      now: () => at(45),
    });
    await expect(promise.sweep()).rejects.toThrow("connection lost");
    failing = false;
    expect(await promise.sweep()).toEqual({ granted: 1 });
    expect(queries.map((query) => query.changedSince)).toEqual([null, null]);
  });

  it("looks as far back again after a full batch, which may have left orders for the next sweep", async () => {
    const { store, queries } = memoryStore(facts());
    const promise = createPromiseCompensation({
      store: { ...store, due: (query) => store.due(query).then(() => Array.from({ length: 500 }, () => "order-1")) },
      amounts,
      now: () => at(45),
    });
    expect(await promise.sweep()).toEqual({ granted: 1 });
    await promise.sweep();
    expect(queries.map((query) => query.changedSince)).toEqual([null, null]);
  });
});
