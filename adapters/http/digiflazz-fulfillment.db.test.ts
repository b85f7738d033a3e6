import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubSignature } from "../supplier/digiflazz-protocol";
import { createDigiflazzSupplier } from "../supplier/digiflazz-supplier";
import { startFakeDigiflazz, type FakeDigiflazz } from "../../tests/fakes/digiflazz";
import {
  CARDS,
  HARNESS_OPERATOR_TOKEN,
  startCheckoutHarness,
  until,
  type CheckoutHarness,
} from "../../tests/support/checkout-harness";
import { auditLog, orders, supplierOffers } from "../db/schema";

const CREDENTIALS = { username: "kupitest", apiKey: "dev-key-123", webhookSecret: "hook-secret-456" };
const OPERATOR = { authorization: `Bearer ${HARNESS_OPERATOR_TOKEN}` };

describe("fulfillment through Digiflazz (a local fake of its API)", () => {
  let fake: FakeDigiflazz;
  let shop: CheckoutHarness;

  beforeAll(async () => {
    fake = await startFakeDigiflazz(CREDENTIALS);
    shop = await startCheckoutHarness({
      supplier: (base) =>
        createDigiflazzSupplier({
          baseUrl: fake.url,
          ...CREDENTIALS,
          callbackUrl: `${base}/backend/api/supplier/callback`,
          timeoutMs: 2_000,
        }),
    });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await fake.close();
  });

  it("the price-list sync maps our products to Digiflazz's codes (operator token only), audited under the token's name", async () => {
    expect((await shop.post("/operator/supplier/sync", {})).status).toBe(401);
    const sync = await shop.post("/operator/supplier/sync", {}, { ...OPERATOR, "x-request-id": "token-door-sync-1" });
    expect(sync.status).toBe(200);
    const [ff140] = await shop.database.db
      .select()
      .from(supplierOffers)
      .where(and(eq(supplierOffers.productSku, "ff-140"), eq(supplierOffers.supplier, "digiflazz")));
    expect(ff140?.supplierSku).toBe("FF140");
    const entries = await shop.database.db.select().from(auditLog).where(eq(auditLog.requestId, "token-door-sync-1"));
    expect(entries).toEqual([
      expect.objectContaining({
        operatorId: null,
        action: "catalog.skusSynced",
        subject: "skus:all",
        reason: "OPERATOR_TOKEN",
        after: expect.objectContaining({ "ff-140": "FF140" }),
      }),
    ]);
  });

  it("a pending purchase completes when Digiflazz's signed callback arrives; a forged one is refused", async () => {
    fake.scriptSku("FF140", { status: "Pending", after: 100 });
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "334455667" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "digiflazz-order-1" },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect(await shop.services.fulfillment.deliver(data.id)).toBe("pending");
    // Asking again is a status check under the same ref_id: still one purchase.
    expect(await shop.services.fulfillment.deliver(data.id)).toBe("pending");
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, data.id));
    const reference = `${order!.number}-1`;
    expect([...fake.purchases.keys()].filter((key) => key === reference)).toHaveLength(1);
    expect(fake.purchases.get(reference)).toMatchObject({ sku: "FF140", customerNo: "334455667" });

    const forged = await fetch(`${shop.base}/backend/api/supplier/callback`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature": "sha1=0000000000000000000000000000000000000000",
      },
      body: JSON.stringify({ data: { ref_id: reference, status: "Sukses", rc: "00", sn: "FORGED" } }),
    });
    expect(forged.status).toBe(403);

    fake.settle(reference, { status: "Sukses" });
    expect(await fake.sendCallback(reference)).toBe(200);
    await until(
      async () =>
        (await shop.database.db.select().from(orders).where(eq(orders.id, data.id)))[0]!.status === "complete",
    );
    const view = await shop.services.fulfillment.view(data.id);
    expect(view.serials).toEqual([fake.purchases.get(reference)!.sn]);
  });

  it("a callback in Digiflazz's English wording with a string price completes the order; each refusal's log line names its reason", async () => {
    const logged = shop.logLines.length;
    fake.scriptCustomer("445566778", { status: "Pending", after: 100 });
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "445566778" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "digiflazz-order-3" },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect(await shop.services.fulfillment.deliver(data.id)).toBe("pending");
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, data.id));
    const reference = `${order!.number}-1`;

    const callback = (body: string, signature = hubSignature(CREDENTIALS.webhookSecret, body)) =>
      fetch(`${shop.base}/backend/api/supplier/callback`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-hub-signature": signature },
        body,
      });
    const refusals = () =>
      shop.logLines
        .slice(logged)
        .map((line) => JSON.parse(line) as { msg?: string; reason?: string })
        .filter((line) => line.msg?.startsWith("supplier callback refused"));

    const settled = JSON.stringify({ data: { ref_id: reference, status: "Success", rc: "00", sn: "EN-SN-1" } });
    expect((await callback(settled, "sha1=0000000000000000000000000000000000000000")).status).toBe(403);
    const unknown = JSON.stringify({ data: { ref_id: reference, status: "Diproses", rc: "03" } });
    expect((await callback(unknown)).status).toBe(403);
    const malformed = JSON.stringify({ data: { ref_id: reference, rc: "00" } });
    expect((await callback(malformed)).status).toBe(403);
    expect(refusals().map((line) => [line.msg, line.reason])).toEqual([
      ["supplier callback refused: bad signature", "badSignature"],
      ["supplier callback refused: unknown status", "unknownStatus"],
      ["supplier callback refused: malformed body", "malformedBody"],
    ]);

    const english = JSON.stringify({
      data: {
        ref_id: reference,
        customer_no: "445566778",
        buyer_sku_code: "FF140",
        message: "Success",
        status: "Success",
        rc: "00",
        sn: "EN-SN-1",
        buyer_last_saldo: "4989.88",
        price: "18000",
      },
    });
    expect((await callback(english)).status).toBe(200);
    await until(
      async () =>
        (await shop.database.db.select().from(orders).where(eq(orders.id, data.id)))[0]!.status === "complete",
    );
    expect((await shop.services.fulfillment.view(data.id)).serials).toEqual(["EN-SN-1"]);
    expect(refusals()).toHaveLength(3);
  });

  it("a wrong destination at Digiflazz ends in delivery_failed, ready for a 100% refund", async () => {
    fake.scriptCustomer("998877665", { status: "Gagal", rc: "54" });
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "998877665" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "digiflazz-order-2" },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect(await shop.services.fulfillment.deliver(data.id)).toBe("failed");
    expect((await shop.post(`/orders/public/${data.id}/refund`, { to: "payment" })).status).toBe(200);
  });
});
