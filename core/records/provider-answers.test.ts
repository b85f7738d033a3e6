import { describe, expect, it } from "vitest";
import { answerRecorder, redactAnswer, type ProviderAnswer } from "./provider-answers";

describe("provider answers", () => {
  it("drops Midtrans's signature and tokens but keeps what support reads", () => {
    const notification = {
      transaction_status: "settlement",
      order_id: "K7M4Q2TX-1",
      gross_amount: "20140.00",
      signature_key: "9f86d081884c7d659a2feaa0c55ad015",
      saved_token_id: "481111xYrXQ",
      masked_card: "481111-1114",
      status_message: "Success, transaction is found",
    };
    expect(redactAnswer(notification)).toEqual({
      transaction_status: "settlement",
      order_id: "K7M4Q2TX-1",
      gross_amount: "20140.00",
      signature_key: "[redacted]",
      saved_token_id: "[redacted]",
      masked_card: "481111-1114",
      status_message: "Success, transaction is found",
    });
  });

  it("masks a card number wherever it hides, nested or inside a text", () => {
    expect(
      redactAnswer({ data: [{ message: "card 4811 1111 1111 1114 declined", sign: "abc", rc: "00", sn: "SBX12" }] }),
    ).toEqual({ data: [{ message: "card ****1114 declined", sign: "[redacted]", rc: "00", sn: "SBX12" }] });
  });

  it("keeps Digiflazz's ref_id and short numbers (a customer number is not a card)", () => {
    expect(redactAnswer({ ref_id: "K7M4Q2TX-1-2", customer_no: "1234567892001", price: 20140 })).toEqual({
      ref_id: "K7M4Q2TX-1-2",
      customer_no: "1234567892001",
      price: 20140,
    });
  });

  it("a failing store never fails the caller, and what it receives is redacted", async () => {
    const kept: ProviderAnswer[] = [];
    const warnings: object[] = [];
    const ok = answerRecorder({ record: async (answer) => void kept.push(answer) }, () => undefined);
    await ok({ orderId: "o", provider: "sandbox", kind: "paymentNotification", answer: { signature_key: "s" } });
    expect(kept).toEqual([
      { orderId: "o", provider: "sandbox", kind: "paymentNotification", answer: { signature_key: "[redacted]" } },
    ]);
    const broken = answerRecorder({ record: () => Promise.reject(new Error("db down")) }, (object) =>
      warnings.push(object),
    );
    await expect(
      broken({ orderId: "o", provider: "x", kind: "supplierDelivery", answer: {} }),
    ).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});
