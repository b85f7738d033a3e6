import { describe, expect, it } from "vitest";
import { money } from "../money";
import type { OrderEffect } from "./order-effects";
import {
  decideDelivered,
  decideMethodChange,
  decidePaid,
  decideRefundOutcome,
  decideRefundRequest,
  decideReturn,
  decideUnpaidCancel,
  decideWriteOff,
  paymentAcceptance,
  promoExhausted,
} from "./order-decisions";
import { order } from "../../tests/support/order-fixture";
import { MARKETS } from "../markets";
import { unpaidAttemptNote } from "./attempt-note";
import type { PaymentAttempt } from "./orders";
import type { RefundClaim } from "./refunds";

const IDR = (amount: number) => money(amount, "IDR");
const cause = { reason: "test", actor: "test" };

const attempt = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  id: "K7M4Q2TX-1",
  orderId: order().id,
  attempt: 1,
  provider: "sandbox",
  method: "qris",
  amount: 100_700,
  currency: "IDR",
  status: "pending",
  providerStatus: "pending",
  providerTransactionId: null,
  redirectUrl: null,
  ...overrides,
});

const claim = (overrides: Partial<RefundClaim> = {}): RefundClaim => ({
  id: `refund-${order().id}`,
  orderId: order().id,
  paymentId: "K7M4Q2TX-1",
  kind: "order",
  method: "payment",
  amount: 100_700,
  currency: "IDR",
  status: "pending",
  reason: "delivery",
  requestedBy: "buyer",
  tries: 0,
  lastError: null,
  completedAt: null,
  createdAt: new Date(),
  ...overrides,
});

const kinds = (effects: OrderEffect[]) => effects.map((effect) => effect.kind);
const noFacts = { paymentId: "K7M4Q2TX-1", limitRefusal: null, promo: null, cause };

describe("money that arrives for an attempt (the money rule of decision 009)", () => {
  it("pays the order only with the attempt's own amount, for an order that can still be paid", () => {
    expect(paymentAcceptance(order(), attempt(), IDR(100_700))).toEqual({ kind: "pay" });
  });

  it("sends back money of another amount than the attempt's: never delivered on", () => {
    expect(paymentAcceptance(order(), attempt(), IDR(50_350))).toEqual({
      kind: "return",
      reason: "payment.amount",
      amount: IDR(50_350),
    });
    // An attempt made before the order's total changed (Pay, then the write-off off, then Pay again).
    expect(paymentAcceptance(order({ total: 150_700 }), attempt(), IDR(100_700))).toMatchObject({
      kind: "return",
      reason: "payment.amount",
    });
  });

  it("sends back a second payment of an order already paid, and money for an order already canceled", () => {
    expect(paymentAcceptance(order({ status: "in_progress", paidBy: "K7M4Q2TX-2" }), attempt(), IDR(100_700))).toEqual({
      kind: "return",
      reason: "payment.duplicate",
      amount: IDR(100_700),
    });
    expect(paymentAcceptance(order({ status: "canceled" }), attempt(), IDR(100_700))).toMatchObject({
      kind: "return",
      reason: "payment.late",
    });
  });

  it("ignores the same payment reported again (a duplicate notification)", () => {
    expect(paymentAcceptance(order({ status: "in_progress" }), attempt({ status: "paid" }), IDR(100_700))).toEqual({
      kind: "ignore",
    });
  });

  it("never claims twice the money of a payment its order's refund already sends back (a stale 'paid' after a void)", () => {
    const voided = attempt({ status: "canceled" });
    expect(paymentAcceptance(order({ status: "canceled" }), voided, IDR(100_700), true)).toEqual({ kind: "ignore" });
    // Without such a refund, money for a canceled order is a late payment and goes back.
    expect(paymentAcceptance(order({ status: "canceled" }), voided, IDR(100_700), false)).toMatchObject({
      kind: "return",
      reason: "payment.late",
    });
  });

  it("claims the returned money under a key of the payment's own, for exactly what arrived", () => {
    const decision = decideReturn(order({ status: "in_progress" }), "K7M4Q2TX-2", IDR(100_700), "payment.duplicate");
    expect(decision.steps).toEqual([]);
    expect(decision.effects).toEqual([
      {
        kind: "claimRefund",
        claim: {
          id: "return-K7M4Q2TX-2",
          orderId: order().id,
          paymentId: "K7M4Q2TX-2",
          kind: "surplus",
          method: "payment",
          amount: 100_700,
          currency: "IDR",
          reason: "payment.duplicate",
          requestedBy: "system",
        },
      },
    ]);
  });
});

describe("an order paid", () => {
  it("goes to delivery: the hold is spent, the code used, the receipts and the delivery queued", () => {
    const decision = decidePaid(order({ promoCode: "EPICWIN", holdVersion: 2 }), noFacts);
    expect(decision.steps.map((step) => `${step.from}->${step.to}`)).toEqual(["awaiting_payment->in_progress"]);
    expect(decision.steps[0]!.effects).toEqual([
      { kind: "captureHold", version: 2 },
      { kind: "notePayment", paymentId: "K7M4Q2TX-1" },
      { kind: "usePromo" },
      { kind: "queueReceipts" },
      { kind: "openDelivery" },
    ]);
  });

  it("keeps the game account for next time only for a signed-in buyer whose player check found the player", () => {
    const saves = (overrides: Parameters<typeof order>[0]) =>
      decidePaid(order(overrides), noFacts).steps[0]!.effects.some((effect) => effect.kind === "saveAccount");
    expect(saves({ nickname: "SwiftTiger12" })).toBe(true);
    expect(saves({ nickname: "SwiftTiger12", userId: null })).toBe(false);
    expect(saves({ nickname: null })).toBe(false);
  });

  it("when another paid order took the publisher's limit first, is refunded in full automatically", () => {
    const decision = decidePaid(order({ gameSlug: "honor-of-kings", productSku: "hok-weekly-card" }), {
      ...noFacts,
      limitRefusal: { code: "limit.perWindow", count: 1, window: "week" },
    });
    expect(decision.steps.map((step) => `${step.event}:${step.to}`)).toEqual([
      "paid:in_progress",
      "deliveryFailed:delivery_failed",
    ]);
    expect(kinds(decision.steps[0]!.effects)).toEqual(["captureHold", "notePayment", "releasePromo"]);
    expect(decision.steps[1]!.effects).toEqual([
      {
        kind: "claimRefund",
        claim: expect.objectContaining({
          id: `refund-${order().id}`,
          kind: "order",
          method: "payment",
          paymentId: "K7M4Q2TX-1",
          amount: 100_700,
          reason: "limit.perWindow",
          requestedBy: "system",
        }),
      },
    ]);
  });

  it("when the promo code's last use went to an order paid first, is refunded in full automatically", () => {
    const lastUseTaken = { globalLimit: 5, used: 5, perUserLimit: null, usedByBuyer: 0 };
    const decision = decidePaid(order({ promoCode: "LIMA" }), { ...noFacts, promo: lastUseTaken });
    expect(decision.steps.at(-1)!.effects[0]).toMatchObject({
      kind: "claimRefund",
      claim: { reason: "promo.exhausted" },
    });
    expect(kinds(decision.steps.flatMap((step) => step.effects))).not.toContain("usePromo");
  });

  it("paid with balances only and refused, gets its KupiCoins and gold back at once", () => {
    const decision = decidePaid(
      order({ total: 0, fee: 0, cashbackUsed: 15_000, goldUsed: 85_000, paymentMethod: "balance" }),
      {
        ...noFacts,
        paymentId: null,
        limitRefusal: { code: "limit.maxActive", max: 5 },
      },
    );
    expect(decision.steps.map((step) => step.to)).toEqual(["in_progress", "delivery_failed", "canceled"]);
    expect(decision.steps[2]!.effects).toEqual([
      { kind: "returnBalances", userId: "user-1", cashback: IDR(15_000), gold: IDR(85_000) },
      { kind: "releasePromo" },
      { kind: "completeRefund", refundId: `refund-${order().id}` },
    ]);
  });

  it("counts a code's limits by paid orders: the buyer's, by any key, signed in or not", () => {
    const standing = { globalLimit: 5, used: 4, perUserLimit: 1, usedByBuyer: 1 };
    expect(promoExhausted(order({ promoCode: "LIMA" }), standing)).toBe(true);
    expect(promoExhausted(order({ promoCode: "LIMA", userId: null }), standing)).toBe(true);
    expect(promoExhausted(order({ promoCode: "LIMA" }), { ...standing, used: 5, usedByBuyer: 0 })).toBe(true);
    expect(promoExhausted(order({ promoCode: "LIMA" }), { ...standing, usedByBuyer: 0 })).toBe(false);
  });

  it("is paid once: an order already in progress takes no second paid step", () => {
    expect(decidePaid(order({ status: "in_progress" }), noFacts)).toEqual({ steps: [], effects: [] });
  });
});

describe("delivery and cancellation", () => {
  it("a completed order earns its cashback: 1% of Rp 87.252 is Rp 872, for signed-in buyers only", () => {
    const paid = order({ status: "in_progress", total: 87_252, cashbackAmount: 872 });
    expect(decideDelivered(paid, cause).steps[0]!.effects).toEqual([
      { kind: "closeDelivery", outcome: "delivered" },
      { kind: "accrueCashback", userId: "user-1", amount: IDR(872) },
    ]);
    expect(kinds(decideDelivered({ ...paid, userId: null }, cause).steps[0]!.effects)).toEqual(["closeDelivery"]);
  });

  it("an unpaid order canceled gives back the hold of its current version and its code", () => {
    const decision = decideUnpaidCancel(order({ holdVersion: 3, status: "payment_failed" }), "expired", cause);
    expect(decision.steps[0]!.effects).toEqual([{ kind: "releaseHold", version: 3 }, { kind: "releasePromo" }]);
    expect(decideUnpaidCancel(order({ status: "in_progress" }), "expired", cause).steps).toEqual([]);
  });
});

describe("refunds of a failed delivery (100%, one per order)", () => {
  const failed = order({ status: "delivery_failed", paidBy: "K7M4Q2TX-1", cashbackUsed: 5_000 });

  it("to the payment method: claimed now, asked of the provider after, the order unchanged until it answers", () => {
    const request = decideRefundRequest(failed, undefined, "payment", "buyer");
    expect(request).toMatchObject({ ok: true, outcome: "claimed", settled: false });
    if (!request.ok || request.outcome !== "claimed") throw new Error("not claimed");
    expect(request.decision.steps).toEqual([]);
    expect(request.decision.effects[0]).toMatchObject({
      kind: "claimRefund",
      claim: { method: "payment", amount: 100_700, paymentId: "K7M4Q2TX-1", reason: "delivery" },
    });
  });

  it("as gold: done at once, the total as gold and the KupiCoins used back as KupiCoins", () => {
    const request = decideRefundRequest(failed, undefined, "gold", "buyer");
    if (!request.ok || request.outcome !== "claimed") throw new Error("not claimed");
    expect(request.settled).toBe(true);
    expect(request.decision.steps[0]!.effects).toEqual([
      { kind: "returnBalances", userId: "user-1", cashback: IDR(5_000), gold: IDR(0) },
      { kind: "creditGold", userId: "user-1", amount: IDR(100_700) },
      { kind: "releasePromo" },
      { kind: "completeRefund", refundId: `refund-${order().id}` },
    ]);
  });

  it("never a second way back: the same request answers the claim, another method is refused", () => {
    const existing = claim();
    expect(decideRefundRequest(failed, existing, "payment", "operator")).toEqual({
      ok: true,
      outcome: "existing",
      claim: existing,
    });
    expect(decideRefundRequest(failed, existing, "gold", "buyer")).toEqual({
      ok: false,
      error: { code: "otherMethod" },
    });
  });

  it("gold only for a signed-in owner; only an order whose delivery failed", () => {
    expect(decideRefundRequest({ ...failed, userId: null }, undefined, "gold", "buyer")).toEqual({
      ok: false,
      error: { code: "goldNeedsAccount" },
    });
    expect(decideRefundRequest(order({ status: "complete" }), undefined, "payment", "buyer")).toEqual({
      ok: false,
      error: { code: "notRefundable" },
    });
  });

  it("the provider's answer: done cancels the order with its balances back; refused leaves it to support", () => {
    const done = decideRefundOutcome(failed, claim(), { done: true });
    expect(done.steps.map((step) => `${step.event}:${step.to}`)).toEqual(["refunded:canceled"]);
    expect(kinds(done.steps[0]!.effects)).toEqual(["returnBalances", "releasePromo", "completeRefund"]);
    expect(decideRefundOutcome(failed, claim(), { done: false, message: "refused" })).toEqual({
      steps: [],
      effects: [{ kind: "refuseRefund", refundId: claim().id, message: "refused" }],
    });
    // An answer that comes again changes nothing.
    expect(decideRefundOutcome(failed, claim({ status: "done" }), { done: true })).toEqual({ steps: [], effects: [] });
  });
});

describe("support's refund of a delivered order (the buyer keeps the item)", () => {
  const delivered = order({ status: "complete", paidBy: "K7M4Q2TX-1", cashbackAmount: 1_000 });

  it("only support, and only once it confirms: the buyer is refused, an unconfirmed request too", () => {
    expect(decideRefundRequest(delivered, undefined, "gold", "buyer")).toEqual({
      ok: false,
      error: { code: "notRefundable" },
    });
    expect(
      decideRefundRequest(delivered, undefined, "gold", "operator:1", {
        confirmDelivered: false,
        abandonPending: true,
      }),
    ).toEqual({
      ok: false,
      error: { code: "deliveredUnconfirmed" },
    });
  });

  it("as gold: the order is canceled from complete, the earned cashback taken back, the event says so", () => {
    const request = decideRefundRequest(delivered, undefined, "gold", "operator:1", {
      confirmDelivered: true,
      abandonPending: false,
    });
    if (!request.ok || request.outcome !== "claimed") throw new Error("not claimed");
    expect(request.decision.effects[0]).toMatchObject({ kind: "claimRefund", claim: { reason: "delivered" } });
    const [step] = request.decision.steps;
    expect(step).toMatchObject({ event: "refunded", from: "complete", to: "canceled" });
    expect(step!.reason).toContain("after delivery");
    expect(kinds(step!.effects)).toEqual(["reverseCashback", "creditGold", "releasePromo", "completeRefund"]);
  });

  it("to the payment method: the provider's done moves the delivered order too", () => {
    const done = decideRefundOutcome(delivered, claim({ reason: "delivered" }), { done: true });
    expect(done.steps.map((step) => `${step.from}:${step.event}:${step.to}`)).toEqual(["complete:refunded:canceled"]);
    expect(kinds(done.steps[0]!.effects)).toContain("reverseCashback");
  });
});

describe("the console's refund of an order the supplier still has pending", () => {
  const stuck = order({ status: "in_progress", paidBy: "K7M4Q2TX-1" });

  it("refused to the buyer and to anyone but an admin", () => {
    expect(decideRefundRequest(stuck, undefined, "gold", "buyer")).toEqual({
      ok: false,
      error: { code: "notRefundable" },
    });
    expect(
      decideRefundRequest(stuck, undefined, "gold", "operator:1", { confirmDelivered: true, abandonPending: false }),
    ).toEqual({ ok: false, error: { code: "pendingNeedsAdmin" } });
  });

  it("by an admin: the purchase is given up (the delivery closed as abandoned), then refunded as a failure", () => {
    const admin = { confirmDelivered: false, abandonPending: true };
    const gold = decideRefundRequest(stuck, undefined, "gold", "operator:1", admin);
    if (!gold.ok || gold.outcome !== "claimed") throw new Error("not claimed");
    expect(gold.decision.steps.map((step) => `${step.from}:${step.event}:${step.to}`)).toEqual([
      "in_progress:deliveryAbandoned:delivery_failed",
      "delivery_failed:refunded:canceled",
    ]);
    expect(gold.decision.steps[0]!.effects).toEqual([{ kind: "closeDelivery", outcome: "abandoned" }]);
    expect(gold.decision.effects[0]).toMatchObject({ claim: { reason: "pending" } });
    // To the payment method: given up at once, canceled when the provider answers.
    const payment = decideRefundRequest(stuck, undefined, "payment", "operator:1", admin);
    if (!payment.ok || payment.outcome !== "claimed") throw new Error("not claimed");
    expect(payment.decision.steps.map((step) => step.to)).toEqual(["delivery_failed"]);
  });
});

describe("'write off up to' on an unpaid order", () => {
  it("KupiCoins pay at most 15% of the order; the hold moves to a new version with the new lines", () => {
    const result = decideWriteOff(order({ holdVersion: 1 }), {
      userId: "user-1",
      use: true,
      balances: { cashback: 20_000, gold: 0 },
      paymentOpen: false,
    });
    if (!result.ok) throw new Error(result.error.code);
    expect(result.lines.cashbackUsed).toBe(15_000);
    expect(result.decision.effects).toEqual([
      { kind: "releaseHold", version: 1 },
      { kind: "placeHold", userId: "user-1", version: 2, cashback: IDR(15_000), gold: IDR(0) },
      { kind: "rewriteLines", lines: result.lines, holdVersion: 2 },
    ]);
    // No cashback is offered on an order that uses a balance.
    expect(result.lines.cashbackAmount).toBe(0);
  });

  it("is refused while a payment attempt is open, so the amount being paid never changes", () => {
    expect(
      decideWriteOff(order(), { userId: "user-1", use: false, balances: { cashback: 0, gold: 0 }, paymentOpen: true }),
    ).toEqual({ ok: false, error: { code: "paymentOpen" } });
  });

  it("cannot turn off the balances of an order placed to be paid with them only", () => {
    const balanceOnly = order({ paymentMethod: "balance", total: 0, fee: 0, goldUsed: 100_000 });
    expect(
      decideWriteOff(balanceOnly, {
        userId: "user-1",
        use: false,
        balances: { cashback: 0, gold: 0 },
        paymentOpen: false,
      }),
    ).toEqual({ ok: false, error: { code: "noPaymentMethod" } });
  });
});

describe("another payment method for an unpaid order", () => {
  const method = (id: string) => MARKETS.id.paymentMethods.find((candidate) => candidate.id === id);
  const change = (id: string, overrides: Parameters<typeof order>[0] = {}, paymentOpen = false) =>
    decideMethodChange(order(overrides), { method: method(id), taxRateBps: 1_100, paymentOpen });

  it("after a decline, card instead of QRIS: Rp 100.000 due, fee Rp 2.000 + 2.9% = Rp 4.900, total Rp 104.900 with Rp 10.395 of PPN (11/111)", () => {
    const result = change("card", { status: "payment_failed" });
    expect(result).toEqual({
      ok: true,
      decision: {
        steps: [],
        effects: [{ kind: "switchMethod", paymentMethod: "card", lines: { fee: 4_900, total: 104_900, tax: 10_395 } }],
      },
    });
  });

  it("keeps the balance write-off: only the fee follows the method", () => {
    // Rp 100.000 less Rp 5.000 of KupiCoins: Rp 95.000 due; by card Rp 2.000 + Rp 2.755.
    const result = change("card", { cashbackUsed: 5_000, fee: 665, total: 95_665 });
    expect(result.ok && result.decision.effects).toEqual([
      { kind: "switchMethod", paymentMethod: "card", lines: { fee: 4_755, total: 99_755, tax: 9_886 } },
    ]);
  });

  it("refuses a method whose minimum the amount due is under, and says the minimum", () => {
    expect(change("ovo", { listAmount: 5_000, fee: 35, total: 5_035 })).toEqual({
      ok: false,
      error: { code: "methodMinimum", values: { minimum: IDR(10_000) } },
    });
  });

  it("refuses while a payment is open at the provider, on a paid order, with nothing due, or an unknown method", () => {
    expect(change("card", {}, true)).toMatchObject({ ok: false, error: { code: "paymentOpen" } });
    expect(change("card", { status: "in_progress" })).toMatchObject({ ok: false, error: { code: "notPayable" } });
    expect(change("card", { total: 0, fee: 0, goldUsed: 100_000 })).toMatchObject({
      ok: false,
      error: { code: "nothingDue" },
    });
    expect(change("balance")).toMatchObject({ ok: false, error: { code: "unknownMethod" } });
    expect(change("payme")).toMatchObject({ ok: false, error: { code: "unknownMethod" } });
  });

  it("changes nothing when the method is the order's own", () => {
    expect(change("qris")).toEqual({ ok: true, decision: { steps: [], effects: [] } });
  });
});

describe("why the last try ended unpaid", () => {
  it("names an expired e-wallet payment, a decline and a cancel, with the method they were made with", () => {
    const unpaid = order({ status: "payment_failed" });
    expect(
      unpaidAttemptNote(unpaid, attempt({ status: "expired", providerStatus: "expire", method: "gopay" })),
    ).toEqual({
      status: "expired",
      method: "gopay",
    });
    expect(unpaidAttemptNote(unpaid, attempt({ status: "failed", providerStatus: "deny" }))).toEqual({
      status: "failed",
      method: "qris",
    });
    expect(unpaidAttemptNote(unpaid, attempt({ status: "canceled", providerStatus: "cancel" }))?.status).toBe(
      "canceled",
    );
  });

  it("says nothing of an open try, a paid order, or a try we closed before it reached the bank", () => {
    expect(unpaidAttemptNote(order(), attempt())).toBeNull();
    expect(unpaidAttemptNote(order({ status: "in_progress" }), attempt({ status: "failed" }))).toBeNull();
    expect(unpaidAttemptNote(order(), attempt({ status: "failed", providerStatus: "provider error" }))).toBeNull();
    expect(unpaidAttemptNote(order(), undefined)).toBeNull();
  });
});
