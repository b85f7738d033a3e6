import { describe, expect, it } from "vitest";
import { money } from "../../core/money";
import {
  attemptIdOf,
  basicAuthorization,
  confirmationLocale,
  fromAmount,
  notificationBody,
  providerStatusLabel,
  toAmount,
  toPaymentStatus,
  toReceipt,
} from "./yookassa-protocol";

const rub = (value: string) => ({ value, currency: "RUB" });

describe("YooKassa protocol", () => {
  it("writes kopecks as rubles with two fraction digits and reads them back exactly", () => {
    expect(toAmount(money(12_345, "RUB"))).toEqual({ value: "123.45", currency: "RUB" });
    expect(toAmount(money(100, "RUB"))).toEqual({ value: "1.00", currency: "RUB" });
    expect(toAmount(money(7, "RUB"))).toEqual({ value: "0.07", currency: "RUB" });
    expect(fromAmount(rub("123.45"))).toEqual(money(12_345, "RUB"));
    expect(fromAmount(rub("123.4"))).toEqual(money(12_340, "RUB"));
    expect(fromAmount(rub("123"))).toEqual(money(12_300, "RUB"));
  });

  it("refuses amounts that are not kopecks of a known currency", () => {
    expect(fromAmount(rub("1.005"))).toBeUndefined();
    expect(fromAmount(rub("-1.00"))).toBeUndefined();
    expect(fromAmount(rub("1e3"))).toBeUndefined();
    expect(fromAmount({ value: "1.00", currency: "XXX" })).toBeUndefined();
  });

  it("authenticates with HTTP Basic shopId:secretKey", () => {
    expect(basicAuthorization("100500", "test_secret")).toBe(
      `Basic ${Buffer.from("100500:test_secret").toString("base64")}`,
    );
  });

  it("asks for YooKassa's page in Russian for Russian buyers and in English otherwise", () => {
    expect(confirmationLocale("ru")).toBe("ru_RU");
    expect(confirmationLocale("en")).toBe("en_US");
    expect(confirmationLocale("uz")).toBe("en_US");
  });

  it("reads statuses: only succeeded is paid; held money waits; a full refund is refunded", () => {
    const amount = rub("100.00");
    expect(toPaymentStatus({ status: "pending", amount })).toBe("pending");
    expect(toPaymentStatus({ status: "waiting_for_capture", amount })).toBe("pending");
    expect(toPaymentStatus({ status: "succeeded", amount, refunded_amount: rub("0.00") })).toBe("paid");
    expect(toPaymentStatus({ status: "succeeded", amount, refunded_amount: rub("40.00") })).toBe("paid");
    expect(toPaymentStatus({ status: "succeeded", amount, refunded_amount: rub("100.00") })).toBe("refunded");
    expect(providerStatusLabel({ status: "succeeded", amount, refunded_amount: rub("100.00") })).toBe(
      "succeeded/refunded",
    );
  });

  it("reads a cancellation by its reason: expired, canceled by us, or failed", () => {
    const amount = rub("100.00");
    const canceled = (party: string, reason: string) =>
      ({ status: "canceled", amount, cancellation_details: { party, reason } }) as const;
    expect(toPaymentStatus(canceled("yoo_money", "expired_on_confirmation"))).toBe("expired");
    expect(toPaymentStatus(canceled("merchant", "canceled_by_merchant"))).toBe("canceled");
    expect(toPaymentStatus(canceled("payment_network", "insufficient_funds"))).toBe("failed");
    expect(providerStatusLabel(canceled("payment_network", "insufficient_funds"))).toBe("canceled/insufficient_funds");
  });

  it("takes our attempt id only from metadata.paymentId", () => {
    expect(attemptIdOf({ metadata: { paymentId: "K7M4Q2TX-1" } })).toBe("K7M4Q2TX-1");
    expect(attemptIdOf({ metadata: { order_id: "K7M4Q2TX-1" } })).toBeUndefined();
    expect(attemptIdOf({ metadata: null })).toBeUndefined();
  });

  it("accepts the documented notification shape only", () => {
    const object = { id: "2d9e3c5a-000f-5000-9000-1a2b3c4d5e6f" };
    expect(notificationBody.safeParse({ type: "notification", event: "payment.succeeded", object }).success).toBe(true);
    expect(notificationBody.safeParse({ type: "notification", event: "payment.paid", object }).success).toBe(false);
    expect(notificationBody.safeParse({ type: "event", event: "payment.succeeded", object }).success).toBe(false);
    expect(notificationBody.safeParse({ type: "notification", event: "payment.succeeded" }).success).toBe(false);
  });

  describe("a payment's 54-FZ receipt", () => {
    const codes = { ru: { vatCode: 1, paymentSubject: "service" } };
    const lines = [
      { title: "86 Diamonds", amount: 145_000, codes },
      { title: "Комиссия способа оплаты", amount: 5_000, codes },
    ];

    it("makes one item of one piece per line, paid in full, with the buyer's contact and the tax system when set", () => {
      const answer = toReceipt({ lines }, { name: "Ivan", email: "ivan@example.ru", phone: "79161234567" }, "RUB", 2);
      expect(answer).toEqual({
        ok: true,
        receipt: {
          customer: { email: "ivan@example.ru", phone: "79161234567" },
          items: [
            {
              description: "86 Diamonds",
              quantity: 1,
              amount: { value: "1450.00", currency: "RUB" },
              vat_code: 1,
              payment_subject: "service",
              payment_mode: "full_payment",
              measure: "piece",
            },
            {
              description: "Комиссия способа оплаты",
              quantity: 1,
              amount: { value: "50.00", currency: "RUB" },
              vat_code: 1,
              payment_subject: "service",
              payment_mode: "full_payment",
              measure: "piece",
            },
          ],
          tax_system_code: 2,
        },
      });
      expect(toReceipt({ lines }, { phone: "79161234567" }, "RUB")).toMatchObject({
        ok: true,
        receipt: { customer: { phone: "79161234567" } },
      });
      expect(toReceipt({ lines }, { phone: "79161234567" }, "RUB")).not.toHaveProperty("receipt.tax_system_code");
    });

    it("cuts a description at YooKassa's 128 characters", () => {
      const long = toReceipt({ lines: [{ title: "Ж".repeat(200), amount: 100, codes }] }, { email: "a@b.ru" }, "RUB");
      expect(long.ok && long.receipt.items[0]!.description).toBe("Ж".repeat(128));
    });

    it("refuses a receipt YooKassa would refuse: no e-mail or phone, a line without Russian codes", () => {
      expect(toReceipt({ lines }, { name: "Ivan" }, "RUB")).toEqual({
        ok: false,
        reason: "no e-mail or phone for the receipt",
      });
      expect(
        toReceipt({ lines: [{ title: "86 Diamonds", amount: 100, codes: {} }] }, { email: "a@b.ru" }, "RUB"),
      ).toEqual({ ok: false, reason: "a receipt line without Russian fiscal codes" });
    });
  });
});
