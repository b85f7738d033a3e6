import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { alertIncidents, deliveries, orders, supplierAccounts, supplierOffers } from "../../adapters/db/schema";
import { createApigamesSupplier } from "../../adapters/supplier/apigames-supplier";
import { createDigiflazzSupplier } from "../../adapters/supplier/digiflazz-supplier";
import {
  PURCHASE_PRICE,
  startSandboxApigames,
  type SandboxApigames,
} from "../../adapters/supplier/sandbox-apigames/face";
import type { UnitState } from "../../core/orders/delivery-record";
import { createFulfillment } from "../../core/orders/fulfillment";
import type { SupplierPort } from "../../core/orders/supplier-port";
import { createFulfillmentRepository } from "../../adapters/db/orders/fulfillment-repository";
import { startFakeDigiflazz, type FakeDigiflazz } from "../fakes/digiflazz";
import { CARDS, startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";

const DIGIFLAZZ = { username: "kupitest", apiKey: "dev-key-123", webhookSecret: "hook-secret-456" };
const APIGAMES = { merchantId: "M241129FAILOVER", secretKey: "failover-secret" };

/**
 * Routing between two real adapters (decision 049): Digiflazz first (a fake of its API, its offer
 * of Free Fire 140 as "FF140"), then Apigames (the sandbox's face, which sells our own SKUs). Each
 * case buys Free Fire 140 for a new player and drives the delivery job by hand.
 */
describe("a delivery moves to the next supplier before any refund", () => {
  let digiflazz: FakeDigiflazz;
  let apigames: SandboxApigames;
  let shop: CheckoutHarness;
  let players = 0;

  beforeAll(async () => {
    digiflazz = await startFakeDigiflazz(DIGIFLAZZ);
    apigames = await startSandboxApigames({ ...APIGAMES, port: 0, host: "127.0.0.1", delayMs: 0 });
    shop = await startCheckoutHarness({
      supplier: (base) => [
        createDigiflazzSupplier({
          baseUrl: digiflazz.url,
          ...DIGIFLAZZ,
          callbackUrl: `${base}/backend/api/supplier/callback`,
          timeoutMs: 2_000,
        }),
        createApigamesSupplier({ baseUrl: apigames.url, ...APIGAMES, sellsOurSkus: true, timeoutMs: 2_000 }),
      ],
    });
    await shop.database.db
      .insert(supplierOffers)
      .values({ productSku: "ff-140", supplier: "digiflazz", supplierSku: "FF140", costIdr: 18_000 });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await digiflazz?.close();
    await apigames?.close();
  });
  beforeEach(async () => {
    digiflazz.balance = 10_000_000;
    apigames.deposit = 10_000_000;
    await shop.database.db.delete(supplierAccounts);
  });

  async function paidOrder(): Promise<{ id: string; number: string; playerId: string }> {
    players += 1;
    const playerId = `77${String(players).padStart(7, "0")}1`;
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
      { "idempotency-key": `failover-${players}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    const [order] = await shop.database.db.select().from(orders).where(eq(orders.id, data.id));
    return { id: data.id, number: order!.number, playerId };
  }
  const orderStatus = async (id: string) =>
    (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;
  const unitOf = async (id: string): Promise<UnitState> =>
    (await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, id)))[0]!.units["1"]!;
  const incident = async (key: string) =>
    (await shop.database.db.select().from(alertIncidents).where(eq(alertIncidents.key, key)))[0];

  it("Digiflazz's own failure: the unit is bought at Apigames in the same run, once at each; the buyer's page names neither", async () => {
    const order = await paidOrder();
    digiflazz.scriptCustomer(order.playerId, { status: "Gagal", rc: "02" });
    // Apigames' face answers Pending first, then Sukses at the next status check.
    expect(await shop.services.fulfillment.deliver(order.id)).toBe("pending");
    const moved = await unitOf(order.id);
    expect(moved).toMatchObject({ supplier: "apigames", reference: `${order.number}-1-2`, status: "pending" });
    expect(moved.earlier).toEqual([{ supplier: "digiflazz", reference: `${order.number}-1`, status: "failed" }]);
    // Digiflazz's cost went with its purchase; Apigames' implicit offer names none.
    expect(moved).not.toHaveProperty("cost");
    // Meanwhile the buyer's page says it goes another way (app/components/payment/delivery-facts.tsx words it).
    expect((await shop.services.orderPages.page(order.id, undefined))?.delivery.rerouted).toBe(true);
    expect(await shop.services.fulfillment.deliver(order.id)).toBe("delivered");
    expect((await shop.services.orderPages.page(order.id, undefined))?.delivery.rerouted).toBe(false);
    expect(await orderStatus(order.id)).toBe("complete");
    expect([...digiflazz.purchases.keys()].filter((key) => key.startsWith(order.number))).toEqual([
      `${order.number}-1`,
    ]);

    const page = await (await fetch(`${shop.base}/backend/api/orders/public/${order.id}`)).text();
    expect(page).toContain(order.number);
    expect(page).not.toMatch(/digiflazz|apigames/i);
  });

  it("records the offer's cost on the unit as it is bought: a later price of the offer does not rewrite it", async () => {
    const offer = and(eq(supplierOffers.productSku, "ff-140"), eq(supplierOffers.supplier, "digiflazz"));
    const first = await paidOrder();
    expect(await shop.services.fulfillment.deliver(first.id)).toBe("delivered");
    expect(await unitOf(first.id)).toMatchObject({ supplier: "digiflazz", status: "success", cost: 18_000 });
    await shop.database.db.update(supplierOffers).set({ costIdr: 21_500 }).where(offer);
    try {
      const second = await paidOrder();
      expect(await shop.services.fulfillment.deliver(second.id)).toBe("delivered");
      expect(await unitOf(second.id)).toMatchObject({ supplier: "digiflazz", cost: 21_500 });
      expect((await unitOf(first.id)).cost).toBe(18_000);
    } finally {
      await shop.database.db.update(supplierOffers).set({ costIdr: 18_000 }).where(offer);
    }
  });

  it("ten delivery runs at once while Digiflazz fails: one purchase at each supplier, delivered once", async () => {
    const order = await paidOrder();
    digiflazz.scriptCustomer(order.playerId, { status: "Gagal", rc: "02" });
    await Promise.all(Array.from({ length: 10 }, () => shop.services.fulfillment.deliver(order.id)));
    for (let run = 0; run < 5 && (await shop.services.fulfillment.deliver(order.id)) === "pending"; run += 1);
    expect(await orderStatus(order.id)).toBe("complete");
    const mine = (refs: string[]) => refs.filter((ref) => ref.startsWith(`${order.number}-`));
    expect(mine([...digiflazz.purchases.keys()])).toEqual([`${order.number}-1`]);
    expect(mine(apigames.purchases().map((purchase) => purchase.refId))).toEqual([`${order.number}-1-2`]);
  });

  it("a run that dies after buying at Apigames, before writing it down: the next run finds that purchase, buys nothing more", async () => {
    const order = await paidOrder();
    digiflazz.scriptCustomer(order.playerId, { status: "Gagal", rc: "02" });
    const [first, second] = shop.services.suppliers;
    // The second supplier's purchase is made, then the process dies before its answer is recorded.
    const dying = {
      ...second!,
      deliver: async (request: Parameters<SupplierPort["deliver"]>[0]) => {
        await second!.deliver(request);
        throw new Error("killed");
      },
    };
    const crashing = createFulfillment({
      orders: shop.services.orders,
      process: shop.services.process,
      store: createFulfillmentRepository(shop.database.db),
      suppliers: [first!, dying],
      catalog: shop.services.catalog,
      enqueue: () => Promise.resolve(),
      owner: "crashing-server",
      refundsOf: () => Promise.resolve([]),
      log: { info: () => undefined, warn: () => undefined },
    });
    await expect(crashing.deliver(order.id)).rejects.toThrow("killed");
    expect((await unitOf(order.id))?.supplier).toBeUndefined();

    for (let run = 0; run < 5 && (await shop.services.fulfillment.deliver(order.id)) === "pending"; run += 1);
    expect(await orderStatus(order.id)).toBe("complete");
    const bought = apigames.purchases().filter((purchase) => purchase.refId.startsWith(`${order.number}-`));
    expect(bought.map((purchase) => purchase.refId)).toEqual([`${order.number}-1-2`]);
    expect(digiflazz.purchases.get(`${order.number}-1`)?.posts).toBe(2);
  });

  it("Digiflazz out of balance (rc 44): its own outcome, the unit goes on at once, and the next order skips Digiflazz", async () => {
    digiflazz.balance = 0;
    const first = await paidOrder();
    await shop.services.fulfillment.deliver(first.id);
    expect(await unitOf(first.id)).toMatchObject({ supplier: "apigames" });
    const [account] = await shop.database.db
      .select()
      .from(supplierAccounts)
      .where(eq(supplierAccounts.supplier, "digiflazz"));
    expect(account?.shortAt).not.toBeNull();

    const asked = digiflazz.requests.length;
    const second = await paidOrder();
    await shop.services.fulfillment.deliver(second.id);
    expect(await unitOf(second.id)).toMatchObject({ supplier: "apigames", reference: `${second.number}-1` });
    expect(digiflazz.requests.slice(asked).filter((request) => request.path.endsWith("/transaction"))).toEqual([]);

    // Topped up: the next read of its deposit puts it back first.
    const digiflazzPort = shop.services.suppliers.find((supplier) => supplier.name === "digiflazz")!;
    // The read the refusal started, if still under way, ends before the deposit is topped up.
    await shop.services.balances.read(digiflazzPort);
    digiflazz.balance = 5_000_000;
    await shop.services.balances.read(digiflazzPort);
    const third = await paidOrder();
    await shop.services.fulfillment.deliver(third.id);
    expect(await unitOf(third.id)).toMatchObject({ supplier: "digiflazz" });
  });

  it("pending past the failover time: asked once more by its reference, then bought at Apigames; Digiflazz's late success is a second delivery, raised once", async () => {
    const order = await paidOrder();
    digiflazz.scriptCustomer(order.playerId, { status: "Pending", after: 1_000 });
    expect(await shop.services.fulfillment.deliver(order.id)).toBe("pending");
    expect(await unitOf(order.id)).toMatchObject({ supplier: "digiflazz", reference: `${order.number}-1` });
    // Eleven minutes on: the purchase's start moved back past the ten-minute failover time.
    await shop.database.db.execute(
      sql`UPDATE deliveries SET units = jsonb_set(units, '{1,since}', to_jsonb((now() - interval '11 minutes')::text))
        WHERE order_id = ${order.id}`,
    );
    const posts = () => digiflazz.purchases.get(`${order.number}-1`)!.posts;
    const before = posts();
    await shop.services.fulfillment.deliver(order.id);
    expect(posts()).toBe(before + 1);
    expect(await unitOf(order.id)).toMatchObject({
      supplier: "apigames",
      earlier: [{ supplier: "digiflazz", reference: `${order.number}-1`, status: "pending" }],
    });
    expect(await shop.services.fulfillment.deliver(order.id)).toBe("delivered");

    digiflazz.settle(`${order.number}-1`, { status: "Sukses" });
    expect(await digiflazz.sendCallback(`${order.number}-1`)).toBe(200);
    const [delivery] = await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    expect(delivery?.status).toBe("deliveredTwice");
    expect(delivery?.units["1"]?.earlier).toEqual([
      expect.objectContaining({ supplier: "digiflazz", reference: `${order.number}-1`, status: "success" }),
    ]);
    expect(await orderStatus(order.id)).toBe("complete");
    expect(await incident("deliveredTwice:digiflazz")).toMatchObject({ count: 1, closedAt: null });
    // The same callback again changes nothing and tells nobody again.
    expect(await digiflazz.sendCallback(`${order.number}-1`)).toBe(200);
    expect(await incident("deliveredTwice:digiflazz")).toMatchObject({ count: 1 });
  });

  it("every supplier fails: the order fails for good only after the last one, and operators are told once", async () => {
    const order = await paidOrder();
    digiflazz.scriptCustomer(order.playerId, { status: "Gagal", rc: "50" });
    apigames.deposit = PURCHASE_PRICE - 1;
    // Apigames refuses for its deposit; with no supplier left, that is retried, then fails for good.
    for (let run = 0; run < 4 && (await orderStatus(order.id)) === "in_progress"; run += 1)
      await shop.services.fulfillment.deliver(order.id);
    expect(await orderStatus(order.id)).toBe("delivery_failed");
    const unit = await unitOf(order.id);
    expect(unit).toMatchObject({ supplier: "apigames", status: "failed" });
    expect(unit.earlier).toEqual([expect.objectContaining({ supplier: "digiflazz", status: "failed" })]);
    expect(await incident("deliveryFailed:free-fire:apigames")).toMatchObject({ count: 1 });
  });

  it("a deposit under its threshold is stored and opens one incident however often it is read, closed when topped up", async () => {
    // The case above ran Apigames dry: its incident is over before this one starts.
    await shop.database.db.delete(alertIncidents).where(eq(alertIncidents.key, "supplierBalanceLow:apigames"));
    apigames.deposit = 400_000;
    const port = shop.services.suppliers.find((supplier) => supplier.name === "apigames")!;
    await shop.services.balances.read(port);
    await shop.services.balances.read(port);
    const [account] = await shop.database.db
      .select()
      .from(supplierAccounts)
      .where(eq(supplierAccounts.supplier, "apigames"));
    expect(account).toMatchObject({ balanceIdr: 400_000, thresholdIdr: 1_000_000 });
    const incidents = await shop.database.db
      .select()
      .from(alertIncidents)
      .where(eq(alertIncidents.key, "supplierBalanceLow:apigames"));
    expect(incidents).toEqual([expect.objectContaining({ count: 2, closedAt: null })]);
    apigames.deposit = 3_000_000;
    await shop.services.balances.read(port);
    expect((await incident("supplierBalanceLow:apigames"))?.closedAt).not.toBeNull();
  });
});
