import { describe, expect, it } from "vitest";
import { paymentProviders } from "./payment-providers";
import type { PaymentProtocol } from "../markets";
import { PaymentProviderError, type PaymentsPort } from "./payments-port";

function port(protocol: PaymentProtocol, provider: string = protocol): PaymentsPort {
  const refuse = () => Promise.reject(new PaymentProviderError(`${provider}: not in this test`));
  return { provider, protocol, startRedirect: refuse, fetchStatus: refuse, refund: refuse };
}

describe("payment providers", () => {
  it("offers a market only the methods whose provider is configured", () => {
    const onlyPayme = paymentProviders([port("payme")]);
    expect(onlyPayme.offered("uz").map((method) => method.id)).toEqual(["payme"]);
    // Nothing at all to pay with in Indonesia or Russia: no method is shown rather than a dead end.
    expect(onlyPayme.offered("id")).toEqual([]);
    expect(onlyPayme.offered("ru")).toEqual([]);
    expect(onlyPayme.offeredMethod("uz", "click")).toBeUndefined();
    expect(onlyPayme.offeredMethod("uz", "payme")?.provider).toBe("payme");
  });

  it("with every provider offers each market its whole list", () => {
    const all = paymentProviders([port("midtrans", "sandbox"), port("payme"), port("click"), port("yookassa")]);
    expect(all.offered("uz").map((method) => method.id)).toEqual(["click", "payme"]);
    expect(all.offered("ru").map((method) => method.id)).toEqual(["card", "sbp"]);
    expect(all.offered("id")).toHaveLength(12);
  });

  it("finds the adapter of an attempt by the name stored on it, not by protocol", () => {
    const all = paymentProviders([port("midtrans", "sandbox"), port("yookassa")]);
    expect(all.forAttempt("sandbox")?.protocol).toBe("midtrans");
    expect(all.forAttempt("midtrans")).toBeUndefined();
    expect(all.forProtocol("yookassa")?.provider).toBe("yookassa");
  });

  it("refuses two adapters for one protocol", () => {
    expect(() => paymentProviders([port("payme"), port("payme", "payme-2")])).toThrow(
      /one payment adapter per protocol/,
    );
  });
});
