import { describe, expect, it } from "vitest";
import { money } from "../../core/money";
import { PaymentProviderError } from "../../core/payments/payments-port";
import { createClickClient } from "./click-client";
import { clickSignString } from "./click-protocol";

interface Seen {
  method: string;
  url: string;
  auth: string | null;
  accept: string | null;
  contentType: string | null;
}

/** A Merchant API that answers from a list, recording each request. */
function fakeApi(answers: unknown[]) {
  const seen: Seen[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push({
      method: init?.method ?? "GET",
      url: String(input),
      auth: new Headers(init?.headers).get("auth"),
      accept: new Headers(init?.headers).get("accept"),
      contentType: new Headers(init?.headers).get("content-type"),
    });
    const next = answers.shift();
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify(next), { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const config = {
  serviceId: "123",
  merchantId: "456",
  merchantUserId: "789",
  secretKey: "secret",
  payUrl: "https://my.click.uz/services/pay",
  apiUrl: "https://api.click.uz/v2/merchant/",
  now: () => 1_519_051_543,
};

const refundInput = {
  paymentId: "K7M4Q2TX-1",
  providerTransactionId: "1234567",
  refundKey: "refund-1",
  amount: money(18_800, "UZS"),
  reason: "delivery failed",
};

describe("the Click client", () => {
  // Merchant – Request (docs.click.uz/en/merchant-api-request): "Required headers: Accept, Auth,
  // Content-Type", on every call, the body-less DELETE of a reversal too.
  it("reverses the payment Complete named, with the Accept, Auth and Content-Type headers", async () => {
    const api = fakeApi([{ error_code: 0, error_note: "Success", payment_id: 1_234_567 }]);
    const click = createClickClient({ ...config, fetch: api.fetchImpl });
    expect(await click.refund(refundInput)).toMatchObject({ ok: true });
    expect(api.seen).toEqual([
      {
        method: "DELETE",
        url: "https://api.click.uz/v2/merchant/payment/reversal/123/1234567",
        auth: "789:342712d77c0fe30bfe18e34b81dcb1833feb485e:1519051543",
        accept: "application/json",
        contentType: "application/json",
      },
    ]);
  });

  it("a reversal refused because an earlier try of ours already reversed it is done; otherwise refused", async () => {
    const reversed = fakeApi([
      { error_code: -4, error_note: "cannot" },
      { error_code: 0, payment_id: 1_234_567, payment_status: -2 },
    ]);
    const click = createClickClient({ ...config, fetch: reversed.fetchImpl });
    expect((await click.refund(refundInput)).ok).toBe(true);
    expect(reversed.seen[1]?.url).toBe("https://api.click.uz/v2/merchant/payment/status/123/1234567");

    const paid = fakeApi([
      { error_code: -4, error_note: "cannot" },
      { error_code: 0, payment_id: 1_234_567, payment_status: 2 },
    ]);
    expect((await createClickClient({ ...config, fetch: paid.fetchImpl }).refund(refundInput)).ok).toBe(false);
  });

  it("an unreachable API or a payment without Click's id is a provider error (retried later), never a guess", async () => {
    const down = fakeApi([new TypeError("fetch failed")]);
    await expect(createClickClient({ ...config, fetch: down.fetchImpl }).refund(refundInput)).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    const api = fakeApi([]);
    await expect(
      createClickClient({ ...config, fetch: api.fetchImpl }).refund({ ...refundInput, providerTransactionId: null }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(api.seen).toHaveLength(0);
  });

  it("reads a SHOP API call only with the right sign, and starts no payment in another currency", async () => {
    const click = createClickClient(config);
    const call = {
      click_trans_id: "1",
      service_id: "123",
      click_paydoc_id: "2",
      merchant_trans_id: "K7M4Q2TX-1",
      amount: "18800.00",
      action: "0",
      error: "0",
      error_note: "Success",
      sign_time: "2026-11-24 05:00:00",
    };
    const signed = { ...call, sign_string: clickSignString(call, "secret") };
    expect(click.shopApi.readCallback(signed, false)).toMatchObject({ click_trans_id: "1" });
    expect(click.shopApi.readCallback({ ...signed, amount: "1.00" }, false)).toBe("forged");
    expect(click.shopApi.readCallback({ ...signed, amount: "lots" }, false)).toBe("malformed");
    await expect(
      click.startRedirect({
        paymentId: "K7M4Q2TX-1",
        amount: money(100, "IDR"),
        methodId: "click",
        itemName: "x",
        customer: {},
        finishUrl: "https://kupi.example/",
        expiryMinutes: 30,
        locale: "uz",
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
