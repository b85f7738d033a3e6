import { describe, expect, it } from "vitest";
import { money } from "../money";
import { assertBalanced } from "../wallet/ledger";
import {
  compensationAllowed,
  compensationPosting,
  createCompensation,
  parseAmount,
  type CompensationStore,
} from "./compensation";
import type { Operator } from "./operators";

const IDR = (amount: number) => money(amount, "IDR");
const limits = { IDR: 200_000 };

describe("who may compensate how much", () => {
  it("support up to its limit in IDR, not a rupiah more", () => {
    expect(compensationAllowed("support", IDR(200_000), limits)).toBe(true);
    expect(compensationAllowed("support", IDR(200_001), limits)).toBe(false);
  });

  it("support is refused a currency without a limit; a manager or admin is not", () => {
    expect(compensationAllowed("support", money(500, "USD"), limits)).toBe(false);
    expect(compensationAllowed("manager", money(500, "USD"), limits)).toBe(true);
    expect(compensationAllowed("admin", IDR(5_000_000), limits)).toBe(true);
  });
});

describe("the posting", () => {
  it("moves gold from the shop's gold account to the buyer's, balanced, under the buyer and key", () => {
    const posting = compensationPosting("user-1", IDR(5_000), "key-12345678");
    expect(() => assertBalanced(posting)).not.toThrow();
    expect(posting).toEqual({
      reference: "compensation:user-1:key-12345678",
      kind: "gold_compensation",
      postings: [
        { account: { owner: "shop", kind: "gold_issued", currency: "IDR" }, amount: -5_000 },
        { account: { owner: "user", userId: "user-1", kind: "gold", currency: "IDR" }, amount: 5_000 },
      ],
    });
  });
});

describe("an amount as typed", () => {
  it.each([
    ["5000", "IDR", 5_000],
    ["5.000", "IDR", 5_000],
    ["5 000", "IDR", 5_000],
    ["1.250.000", "IDR", 1_250_000],
    ["12.50", "USD", 1_250],
    ["12,5", "USD", 1_250],
    ["1,234.56", "USD", 123_456],
    ["7", "USD", 700],
  ] as const)("%s %s is %i minor units", (text, currency, minor) => {
    expect(parseAmount(text, currency)).toBe(minor);
  });

  it.each([
    ["", "IDR"],
    ["0", "IDR"],
    ["-5000", "IDR"],
    ["5000.5", "IDR"],
    ["12.345", "USD"],
    ["1e5", "IDR"],
    ["abc", "IDR"],
    ["1000000000", "IDR"],
  ] as const)("%j %s is refused", (text, currency) => {
    expect(parseAmount(text, currency)).toBeUndefined();
  });
});

describe("the compensation use case", () => {
  const support: Operator = { userId: "op-1", role: "support", displayName: "Sari", email: null } as Operator;
  function store(orders: Record<string, { userId: string | null }> = {}) {
    const posted: string[] = [];
    const fake: CompensationStore = {
      buyerExists: async (userId) => userId === "buyer-1",
      order: async (id) => (orders[id] ? { id, number: "ABCDEFGH", userId: orders[id]!.userId } : undefined),
      creditWithAudit: async (transaction, audit) => {
        const created = !posted.includes(transaction.reference);
        if (created) posted.push(transaction.reference);
        audit({ before: 0, after: 5_000 });
        return { created, balance: 5_000 };
      },
    };
    return { fake, posted };
  }
  const input = { userId: "buyer-1", amount: IDR(5_000), reason: "late delivery", key: "key-12345678" };

  it("refuses a guest's order, another buyer's order, an unknown buyer and support over its limit, posting nothing", async () => {
    const { fake, posted } = store({ guest: { userId: null }, other: { userId: "buyer-2" } });
    const compensate = createCompensation({ store: fake, supportLimits: async () => limits });
    expect(await compensate(support, { ...input, orderId: "guest" })).toMatchObject({ error: { code: "guestOrder" } });
    expect(await compensate(support, { ...input, orderId: "other" })).toMatchObject({
      error: { code: "orderNotFound" },
    });
    expect(await compensate(support, { ...input, userId: "nobody" })).toMatchObject({
      error: { code: "buyerNotFound" },
    });
    expect(await compensate(support, { ...input, amount: IDR(200_001) })).toMatchObject({
      error: { code: "overLimit" },
    });
    expect(posted).toEqual([]);
  });

  it("pays once per key: the second call with it answers existing", async () => {
    const { fake, posted } = store();
    const compensate = createCompensation({ store: fake, supportLimits: async () => limits });
    expect(await compensate(support, input)).toEqual({ ok: true, outcome: "credited", balance: IDR(5_000) });
    expect(await compensate(support, input)).toMatchObject({ ok: true, outcome: "existing" });
    expect(posted).toEqual(["compensation:buyer-1:key-12345678"]);
  });
});
