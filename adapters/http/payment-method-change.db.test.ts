import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * Another payment method for an unpaid order (item 5): after a decline or an expired
 * e-wallet payment the buyer switches, and the order's fee and total follow the new method; never
 * while a payment is open, and never so that an order is delivered for other money than its total.
 */
describe("changing the payment method of an unpaid order", () => {
  let shop: CheckoutHarness;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const json = async <T>(response: Response) => (await response.json()) as T;
  const changeMethod = (id: string, method: string, headers: Record<string, string> = {}) =>
    shop.post(`/orders/public/${id}/payment-method`, { method }, headers);

  /** Free Fire 140 Diamond, Rp 20.000 (the seed's sample price), placed for `method`. */
  async function placeOrder(playerId: string, method: string): Promise<string> {
    const response = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: method },
      { "idempotency-key": `method-${++keys}-${Date.now()}` },
    );
    expect(response.status).toBe(201);
    return (await json<{ data: { id: string } }>(response)).data.id;
  }

  it("a declined card, then QRIS: the fee and total follow the method, and QRIS pays the order", async () => {
    const id = await placeOrder("551234567", "card");
    const placed = await shop.orderRow(id);
    // Rp 20.000 by card: Rp 2.000 + 2.9% (Rp 580) = Rp 22.580.
    expect({ fee: placed.fee, total: placed.total }).toEqual({ fee: 2_580, total: 22_580 });
    const declined = await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.declined) });
    expect((await json<{ result: string }>(declined)).result).toBe("declined");
    expect((await shop.orderRow(id)).status).toBe("payment_failed");

    const changed = await changeMethod(id, "qris");
    expect(changed.status).toBe(200);
    // By QRIS: 0.7% of Rp 20.000 = Rp 140; Rp 20.140 in all, its PPN part Rp 1.996 (11/111).
    const body = await json<{ data: { paymentMethod: string; lines: { fee: number; total: number; tax: number } } }>(
      changed,
    );
    expect(body.data.paymentMethod).toBe("qris");
    expect(body.data.lines).toMatchObject({ fee: 140, total: 20_140, tax: 1_996 });

    const pay = await json<{ redirectUrl: string }>(await shop.post(`/orders/public/${id}/pay`, {}));
    await shop.payAtGateway(pay.redirectUrl);
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    const attempts = await shop.attemptsOf(id);
    expect(attempts.map((attempt) => [attempt.method, attempt.amount, attempt.status])).toEqual([
      ["card", 22_580, "failed"],
      ["qris", 20_140, "paid"],
    ]);
  }, 40_000);

  it("an e-wallet payment left to expire: the order says so, and another method is open", async () => {
    const id = await placeOrder("551234568", "gopay");
    const pay = await json<{ redirectUrl: string }>(await shop.post(`/orders/public/${id}/pay`, {}));
    await shop.payAtGateway(pay.redirectUrl, "expire");
    await until(async () => (await shop.attemptsOf(id))[0]?.status === "expired");
    const page = await shop.services.orderPages.page(id, undefined);
    expect(page?.order.status).toBe("payment_failed");
    expect(page?.latestAttempt).toMatchObject({ status: "expired", method: "gopay" });
    expect(page?.methodChoices.find((choice) => choice.id === "qris")?.total.amount).toBe(20_140);
    expect((await changeMethod(id, "qris")).status).toBe(200);
  }, 30_000);

  it("is refused, in the buyer's language and changing nothing, while a payment is open or when a minimum is not met", async () => {
    const id = await placeOrder("551234569", "qris");
    await shop.post(`/orders/public/${id}/pay`, {});
    const open = await changeMethod(id, "card", { "accept-language": "en" });
    expect(open.status).toBe(409);
    expect(await json<{ code: string; message: string }>(open)).toEqual({
      code: "checkout.paymentOpen",
      message: "A payment is already in progress at the payment service. Finish it or wait for its result first.",
    });
    expect((await shop.orderRow(id)).paymentMethod).toBe("qris");

    // OVO takes Rp 10.000 and more; a Rp 8.000 item cannot switch to it.
    const small = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-50",
        account: { playerId: "551234570" },
        confirmed: true,
        paymentMethod: "qris",
      },
      { "idempotency-key": `method-${++keys}-${Date.now()}` },
    );
    const smallId = (await json<{ data: { id: string; lines: { total: number } } }>(small)).data.id;
    const before = await shop.orderRow(smallId);
    const refused = await changeMethod(smallId, "ovo");
    expect(refused.status).toBe(422);
    expect((await json<{ message: string }>(refused)).message).toBe(
      "Metode ini menerima pembayaran mulai Rp\u00a010.000. Pilih metode lain.",
    );
    expect(await shop.orderRow(smallId)).toEqual(before);

    const unknown = await changeMethod(smallId, "payme");
    expect(unknown.status).toBe(400);
    expect((await changeMethod("6f1c2d9e-0000-4000-8000-00000000ffff", "qris")).status).toBe(404);
  }, 30_000);

  it("Pay and a change of method at the same moment: the attempt's method and amount are always the order's", async () => {
    for (let trial = 0; trial < 12; trial += 1) {
      const id = await placeOrder(`55240${String(trial).padStart(2, "0")}12`, "qris");
      // The change goes first by 0 to 22 ms, so Pay lands at every point of its transaction.
      const changeSent = changeMethod(id, "gopay");
      await new Promise((resolve) => setTimeout(resolve, trial * 2));
      const [pay, change] = await Promise.all([shop.post(`/orders/public/${id}/pay`, {}), changeSent]);
      expect([pay.status, change.status].every((status) => status < 500)).toBe(true);
      const redirect = await json<{ redirectUrl: string }>(pay);
      await shop.payAtGateway(redirect.redirectUrl);
      await until(async () => (await shop.orderRow(id)).status !== "awaiting_payment", 10_000);

      const order = await shop.orderRow(id);
      const [attempt] = await shop.attemptsOf(id);
      expect(["in_progress", "complete"]).toContain(order.status);
      // Whichever came first, the money that paid is the order's total by the order's method.
      expect([attempt!.method, attempt!.amount]).toEqual([order.paymentMethod, order.total]);
      expect(order.total).toBe(order.paymentMethod === "gopay" ? 20_400 : 20_140);
    }
  }, 120_000);
});
