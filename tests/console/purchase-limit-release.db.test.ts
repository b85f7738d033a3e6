import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders } from "../../adapters/db/schema";
import { formatDateTime } from "../../core/date-format";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * Honor of Kings' weekly card (once a week per game account, not while one runs): a delivered card
 * the publisher says never arrived is taken out of the limit by an admin on the order's page, with a
 * reason, audited once however many clicks arrive; the same account can then buy the card again.
 */
describe("a delivered order taken out of a publisher's purchase limits", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let keys = 0;
  const card = { game: "honor-of-kings", product: "hok-weekly-card", quantity: 1, confirmed: true };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const place = (playerId: string) =>
    shop.post(
      "/orders",
      { ...card, account: { playerId }, paymentMethod: "card" },
      { "idempotency-key": `limit-release-${++keys}` },
    );
  const quoteLimit = async (playerId: string) =>
    (
      (await (await shop.post("/orders/calculate", { ...card, account: { playerId } }, { locale: "en" })).json()) as {
        data: { purchaseLimit: { message: string } | null };
      }
    ).data.purchaseLimit;
  async function deliveredCard(playerId: string): Promise<string> {
    const { data } = (await (await place(playerId)).json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(data.id)).status === "complete", 20_000);
    return data.id;
  }
  const released = (orderId: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `order:${orderId}`), eq(auditLog.action, "order.limitReleased")));

  it("an admin releases it once, with a reason; the account buys the card again", async () => {
    const boss = await signedInOperator(shop, "Boss Limits", "admin");
    const orderId = await deliveredCard("7304918311");
    expect(await quoteLimit("7304918311")).toEqual({
      message: "This item can be bought once a week per game account.",
    });
    expect((await place("7304918311")).status).toBe(422);

    const page = await door.read(`/en/admin/orders/${orderId}`, asOperator(boss));
    expect(await page.text()).toContain('data-testid="admin-release-limit-form"');
    const short = await door.post(
      `/en/admin/orders/${orderId}`,
      { intent: "releaseLimit", reason: "no" },
      asOperator(boss),
    );
    expect(short.status).toBe(400);
    expect(await pageText(short)).toContain("Write the note in 3 to 500 characters.");
    expect((await shop.orderRow(orderId)).limitReleasedAt).toBeNull();

    const reason = "Publisher ticket 4411: the card never reached the account";
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        door.post(`/admin/orders/${orderId}`, { intent: "releaseLimit", reason }, asOperator(boss)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const entries = await released(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorId: boss.userId,
      reason,
      before: { countsTowardLimits: true },
      after: { countsTowardLimits: false },
    });
    const row = await shop.orderRow(orderId);
    // Still delivered and paid: nothing but the limit changed.
    expect(row).toMatchObject({ status: "complete" });
    expect(row.paidAt).not.toBeNull();
    const at = formatDateTime(row.limitReleasedAt!.toISOString(), "en", "Asia/Jakarta");
    const after = await door.read(`/en/admin/orders/${orderId}`, asOperator(boss));
    expect(await pageText(after)).toContain(`Not counted toward purchase limits since ${at} WIB.`);

    expect(await quoteLimit("7304918311")).toBeNull();
    expect((await place("7304918311")).status).toBe(201);
  });

  it("refuses an order not delivered, and support, and changes nothing", async () => {
    const boss = await signedInOperator(shop, "Boss Undelivered", "admin");
    const unpaid = (await (await place("7304918322")).json()) as { data: { id: string } };
    const refused = await door.post(
      `/en/admin/orders/${unpaid.data.id}`,
      { intent: "releaseLimit", reason: "the publisher says so" },
      asOperator(boss),
    );
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("Only a delivered order can be taken out of purchase limits.");

    const delivered = await deliveredCard("7304918333");
    const support = await signedInOperator(shop, "Support Limits", "support");
    const page = await door.read(`/en/admin/orders/${delivered}`, asOperator(support));
    expect(await page.text()).not.toContain('data-testid="admin-release-limit-form"');
    const forbidden = await door.post(
      `/admin/orders/${delivered}`,
      { intent: "releaseLimit", reason: "the publisher says so" },
      asOperator(support),
    );
    expect(forbidden.status).toBe(403);
    const rows = await shop.database.db
      .select({ released: orders.limitReleasedAt })
      .from(orders)
      .where(eq(orders.id, delivered));
    expect(rows).toEqual([{ released: null }]);
    expect(await released(delivered)).toEqual([]);
    expect(await released(unpaid.data.id)).toEqual([]);
    expect((await place("7304918333")).status).toBe(422);
  });
});
