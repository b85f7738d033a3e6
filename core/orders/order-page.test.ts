import { describe, expect, it } from "vitest";
import { order } from "../../tests/support/order-fixture";
import type { GameDetails } from "../catalog/catalog";
import { marketFor } from "../markets";
import { createOrderPages } from "./order-page";
import type { OrderRecord } from "./orders";

/** The order page's use case over fakes that record what was asked of them. */
function pages(stored: OrderRecord | undefined) {
  const asked: string[] = [];
  const use = createOrderPages({
    offered: (locale) => marketFor(locale).paymentMethods,
    orders: {
      find: async (id) => (asked.push(`find ${id}`), stored?.id === id ? stored : undefined),
    },
    attempts: { latestAttempt: async () => undefined },
    feedback: {
      feedbackOf: async (id) => (asked.push(`feedback ${id}`), { stars: 5, reasons: [], comment: null }),
    },
    checkout: {
      writeOffOffer: async (_order, userId) => (
        asked.push(`offer ${userId}`),
        { upTo: 700, goldUpTo: 0, using: false }
      ),
    },
    fulfillment: { view: async () => ({ serials: [], rerouted: false, refunds: [] }) },
    catalog: { findGame: async () => ({ name: "Free Fire" }) as GameDetails },
  });
  return { use, asked };
}

describe("the order page", () => {
  it("is not found for an order that does not exist, and nothing else is asked", async () => {
    const { use, asked } = pages(order());
    expect(await use.page("6f1c2d9e-0000-4000-8000-00000000ffff", "user-1")).toBeUndefined();
    expect(asked).toEqual(["find 6f1c2d9e-0000-4000-8000-00000000ffff"]);
  });

  it("offers a write-off and gold only to the signed-in owner", async () => {
    const stored = order({ userId: "user-1" });
    const owner = await pages(stored).use.page(stored.id, "user-1");
    expect(owner).toMatchObject({ viewerOwnsOrder: true, writeOff: { upTo: 700 }, method: { id: "qris" } });

    const stranger = pages(stored);
    expect(await stranger.use.page(stored.id, "user-2")).toMatchObject({ viewerOwnsOrder: false });
    const guest = pages(stored);
    expect(await guest.use.page(stored.id, undefined)).toMatchObject({ viewerOwnsOrder: false, writeOff: null });
    expect(guest.asked.some((line) => line.startsWith("offer"))).toBe(false);
  });

  it("reads the rating only of a complete order", async () => {
    const open = pages(order());
    expect(await open.use.page(order().id, undefined)).toMatchObject({ feedback: null });
    expect(open.asked.some((line) => line.startsWith("feedback"))).toBe(false);

    const complete = pages(order({ status: "complete" }));
    expect(await complete.use.page(order().id, undefined)).toMatchObject({ feedback: { stars: 5 } });
  });

  it("says so when the order's payment method has been retired from its market", async () => {
    const stored = order({ paymentMethod: "retired-method" });
    expect(await pages(stored).use.page(stored.id, "user-1")).toMatchObject({ method: null, writeOff: null });
  });

  it("reads the order again when its payment was recorded between the order's read and the attempt's", async () => {
    const awaiting = order();
    const paid = { ...awaiting, status: "in_progress" as const };
    // The payment commits after the order is read and before its attempt is: the first read of the
    // order is from before it, the attempt's from after it.
    const reads = [awaiting, paid];
    const use = createOrderPages({
      offered: (locale) => marketFor(locale).paymentMethods,
      orders: {
        find: async () => reads.shift() ?? paid,
      },
      attempts: {
        latestAttempt: async () => ({
          id: `${awaiting.number}-1`,
          orderId: awaiting.id,
          attempt: 1,
          provider: "midtrans",
          method: "qris",
          amount: awaiting.total,
          currency: awaiting.currency,
          status: "paid",
          providerStatus: "settlement",
          providerTransactionId: null,
          redirectUrl: null,
        }),
      },
      feedback: { feedbackOf: async () => undefined },
      checkout: { writeOffOffer: async () => null },
      fulfillment: { view: async () => ({ serials: [], rerouted: false, refunds: [] }) },
      catalog: { findGame: async () => ({ name: "Free Fire" }) as GameDetails },
    });
    expect((await use.page(awaiting.id, undefined))?.order.status).toBe("in_progress");
  });
});
