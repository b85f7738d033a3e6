import { describe, expect, it } from "vitest";
import { isProviderReturn, providerReturnUrl } from "./provider-return";

describe("the provider's return address", () => {
  it("is the order's page with the mark, which survives what a provider appends", () => {
    const back = providerReturnUrl(
      "https://kupi.example/ru/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11",
      "yookassa",
    );
    expect(back).toBe("https://kupi.example/ru/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11?returned=yookassa");
    expect(isProviderReturn(new URL(back).searchParams)).toBe(true);
    // Midtrans appends its own parameters to the finish address.
    const midtrans = new URL(providerReturnUrl("https://kupi.example/card-payment/x", "midtrans"));
    midtrans.searchParams.set("transaction_status", "settlement");
    expect(isProviderReturn(midtrans.searchParams)).toBe(true);
  });

  it("is missing from the order's page opened any other way", () => {
    expect(isProviderReturn(new URLSearchParams(""))).toBe(false);
    expect(isProviderReturn(new URLSearchParams("transaction_status=pending"))).toBe(false);
  });
});
