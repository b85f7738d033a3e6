import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * One Pay click reads the order's row only where the use case needs it: under the order's lock,
 * once to decide and start the attempt, once to record the provider's answer (the provider is
 * called between the two, never under the lock).
 */
describe("one Pay click's reads of the order", () => {
  let shop: CheckoutHarness;
  const statements: string[] = [];
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    shop = await startCheckoutHarness();
    // Every statement any client of the shop sends (the pool's and any other connection's).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      statements.push(typeof config === "string" ? config : (config.text ?? ""));
      return (query as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  }, 60_000);
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await shop.close();
  });

  it("reads the order's row twice, both times under its lock", async () => {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "815000012" },
        confirmed: true,
        paymentMethod: "qris",
      },
      { "idempotency-key": `pay-reads-${Date.now()}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    statements.length = 0;

    const pay = await shop.post(`/orders/public/${data.id}/pay`, {});

    expect(pay.status).toBe(200);
    expect(((await pay.json()) as { result: string }).result).toBe("redirect");
    const orderReads = statements.filter((text) => /^\s*select\b[\s\S]*\bfrom "orders"/i.test(text));
    expect(orderReads).toHaveLength(2);
    for (const text of orderReads) expect(text).toMatch(/for update$/i);
  });
});
