import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { CARDS, startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { orders, outboxMessages } from "../db/schema";

const body = (email: string) =>
  JSON.stringify({
    game: "mobile-legends",
    product: "ml-170",
    account: { userId: "123456789", zoneId: "2001", region: "ID" },
    confirmed: true,
    paymentMethod: "card",
    email,
  });

/**
 * Where an order's links point and what brought its buyer: receipts must link to the
 * address the shop is reached at (never http://localhost:3000), and every order carries its attribution.
 */
describe.each([
  { originFromRequest: true, name: "test mode without PUBLIC_ORIGIN" },
  { originFromRequest: false, name: "a configured PUBLIC_ORIGIN" },
])("an order's origin and attribution, with $name", ({ originFromRequest }) => {
  let shop: CheckoutHarness;
  let keys = 0;
  beforeAll(async () => {
    shop = await startCheckoutHarness({ originFromRequest });
  }, 60_000);
  afterAll(() => shop.close());

  const place = async (host: string, email: string, cookie?: string) => {
    const answer = await shop.app.inject({
      method: "POST",
      url: "/backend/api/orders",
      headers: {
        host,
        "content-type": "application/json",
        "idempotency-key": `origin-${originFromRequest}-${++keys}`,
        ...(cookie ? { cookie } : {}),
      },
      payload: body(email),
    });
    expect(answer.statusCode).toBe(201);
    const id = (answer.json() as { data: { id: string } }).data.id;
    return (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  };

  it("the receipt links to the address the buyer used only when no origin is configured", async () => {
    const order = await place("192.168.1.20:3000", `lan-${originFromRequest}@example.com`);
    expect(order.origin).toBe(originFromRequest ? "http://192.168.1.20:3000" : null);
    await shop.post(`/orders/public/${order.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await shop.services.sendReceipts();
    const [mail] = await shop.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, `lan-${originFromRequest}@example.com`));
    const link = `${originFromRequest ? "http://192.168.1.20:3000" : shop.base}/card-payment/${order.id}`;
    expect(mail!.body).toContain(link);
    expect(mail!.body).not.toContain("localhost");
  });

  it("a malformed Host never becomes a link", async () => {
    const order = await place("evil.example/path?x=", `bad-host-${originFromRequest}@example.com`);
    expect(order.origin).toBeNull();
  });

  it("stores the attribution cookie the shop set, and ignores a forged one", async () => {
    const cookie = `attribution=${encodeURIComponent(
      JSON.stringify({ params: { utm_source: "tiktok", partner_id: "p-77" }, landedAt: "2026-11-20T10:00:00.000Z" }),
    )}`;
    expect((await place("127.0.0.1", `attr-${originFromRequest}@example.com`, cookie)).attribution).toEqual({
      params: { utm_source: "tiktok", partner_id: "p-77" },
      landedAt: "2026-11-20T10:00:00.000Z",
    });
    const forged = `attribution=${encodeURIComponent(JSON.stringify({ params: { admin: "1" }, landedAt: "x" }))}`;
    expect((await place("127.0.0.1", `forged-${originFromRequest}@example.com`, forged)).attribution).toBeNull();
    expect((await place("127.0.0.1", `none-${originFromRequest}@example.com`)).attribution).toBeNull();
  });
});
