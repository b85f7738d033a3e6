import { describe, expect, it } from "vitest";
import { isPurchaseStep } from "./order-back";

describe("Back from an order's pages", () => {
  const order = "/card-payment/0b6f6a52-8d3e-4f7e-9d47-0d1f5c2b9a10";

  it("skips the order's own page as the gateway sends the buyer back to it, in every locale", () => {
    expect(isPurchaseStep(`${order}?order_id=x&transaction_status=settlement`, "mobile-legends")).toBe(true);
    expect(isPurchaseStep(`/ru${order}`, "mobile-legends")).toBe(true);
    expect(isPurchaseStep(order, "mobile-legends")).toBe(true);
  });

  it("skips the thank-you page and the game's form", () => {
    expect(isPurchaseStep("/thank?order=0b6f6a52-8d3e-4f7e-9d47-0d1f5c2b9a10", "genshin")).toBe(true);
    expect(isPurchaseStep("/uz/thank", "genshin")).toBe(true);
    expect(isPurchaseStep("/en/genshin/form", "genshin")).toBe(true);
  });

  it("keeps pages outside the purchase: the game page itself, the account, find-order", () => {
    expect(isPurchaseStep("/ru/mobile-legends", "mobile-legends")).toBe(false);
    expect(isPurchaseStep("/account", "mobile-legends")).toBe(false);
    expect(isPurchaseStep("/en/find-order?number=K-1", "mobile-legends")).toBe(false);
    expect(isPurchaseStep("/thanks-for-nothing", "mobile-legends")).toBe(false);
  });
});
