import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../adapters/db/schema";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";
import { minutesAfter, storedOrder } from "../support/stored-order";

/** The menu's links as a page's HTML has them: where each goes, its name, its count, whether it is the page. */
function menuOf(html: string) {
  return [...html.matchAll(/<a [^>]*data-testid="admin-nav-link"[^>]*>(.*?)<\/a>/g)].map(([tag, inner]) => ({
    href: /href="([^"]*)"/.exec(tag)![1],
    current: tag.includes('aria-current="page"'),
    label: inner!.replace(/<span[^>]*data-testid="admin-nav-count"[^>]*>.*?<\/span>/, "").replace(/<[^>]+>/g, ""),
    count: /data-testid="admin-nav-count"[^>]*>(\d+\+?)</.exec(inner!)?.[1] ?? null,
  }));
}

/** The order numbers of the orders list, top to bottom. */
const listedNumbers = (html: string) =>
  [...html.matchAll(/data-testid="order-result"[^>]*>.*?<a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);

/** The audit entries' sentences as text, and the subject links in them. */
function sentences(html: string) {
  return [...html.matchAll(/<strong data-testid="audit-sentence">(.*?)<\/strong>/g)].map(([, inner]) => ({
    text: inner!.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " "),
    link: /href="([^"]*)"/.exec(inner!)?.[1] ?? null,
  }));
}

/**
 * Getting around the console: the menu on every page shows the sections the operator's role opens,
 * the page's own marked, and what waits in the queue; the orders list sorts by time or total through
 * its address and sums the totals it shows per currency; an order links to its buyer and back; the
 * audit says each action as a sentence with its subject linked.
 */
describe("getting around the console", () => {
  let shop: CheckoutHarness;
  const door = () => consoleDoor(shop);
  const start = new Date(Date.now() - 6 * 3_600_000);
  let buyer: { userId: string };
  let small: { id: string; number: string };
  let large: { id: string; number: string };
  let middle: { id: string; number: string };
  let dollars: { id: string; number: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    const db = shop.database.db;
    buyer = await shop.signedInBuyer("Dewi Lestari");
    // Free Fire orders, oldest first: Rp 30.000 (the buyer's), Rp 10.000, US$12,99, Rp 50.000.
    middle = await storedOrder(db, {
      game: "free-fire",
      total: 30_000,
      createdAt: minutesAfter(start, 1),
      userId: buyer.userId,
    });
    small = await storedOrder(db, { game: "free-fire", total: 10_000, createdAt: minutesAfter(start, 2) });
    dollars = await storedOrder(db, {
      game: "free-fire",
      currency: "USD",
      total: 1299,
      createdAt: minutesAfter(start, 3),
    });
    large = await storedOrder(db, { game: "free-fire", total: 50_000, createdAt: minutesAfter(start, 4) });
    // Two for the queue: paid, then the supplier refused them for good; nobody refunded them yet.
    for (const minute of [5, 6]) {
      const created = minutesAfter(start, minute);
      await storedOrder(db, {
        total: 20_000,
        createdAt: created,
        paidAt: minutesAfter(created, 1),
        events: [
          ["awaiting_payment", created],
          ["in_progress", minutesAfter(created, 1)],
          ["delivery_failed", minutesAfter(created, 2), "supplier: wrong destination"],
        ],
        delivery: "failed",
      });
    }
  }, 60_000);
  afterAll(() => shop?.close());

  it("shows each role the sections it opens, marks the page's own and counts what waits in the queue", async () => {
    const waiting = (await shop.services.adminQueries.attentionQueue(new Date())).length;
    expect(waiting).toBe(2);
    const support = await signedInOperator(shop, "Support Menu", "support");
    const supportMenu = menuOf(await pageText(await door().read("/admin/orders", asOperator(support))));
    expect(supportMenu.map((link) => link.href)).toEqual([
      "/admin/queue",
      "/admin/orders",
      "/admin/dashboard",
      "/admin/reconciliation",
      "/admin/buyers",
      "/admin/reviews",
      "/admin/alerts",
    ]);
    expect(supportMenu.filter((link) => link.current).map((link) => link.href)).toEqual(["/admin/orders"]);
    expect(supportMenu[0]).toMatchObject({ label: "Perlu ditangani", count: "2" });
    expect(supportMenu.filter((link) => link.count !== null)).toHaveLength(1);

    const manager = await signedInOperator(shop, "Manager Menu", "manager");
    const managerMenu = menuOf(await pageText(await door().read("/admin/catalog/skus", asOperator(manager))));
    expect(managerMenu.map((link) => link.href)).toEqual([
      "/admin/queue",
      "/admin/dashboard",
      "/admin/reports",
      "/admin/catalog",
      "/admin/catalog/skus",
      "/admin/prices",
      "/admin/suppliers",
      "/admin/promos",
      "/admin/giveaway",
      "/admin/alerts",
    ]);
    // The SKUs page is its own section, not the catalog's.
    expect(managerMenu.filter((link) => link.current).map((link) => link.href)).toEqual(["/admin/catalog/skus"]);

    const admin = await signedInOperator(shop, "Admin Menu", "admin");
    const english = menuOf(await pageText(await door().read(`/en/admin/orders/${small.id}`, asOperator(admin))));
    expect(english).toHaveLength(17);
    expect(english.find((link) => link.current)).toMatchObject({ href: "/en/admin/orders", label: "Orders" });
    expect(english.find((link) => link.href === "/en/admin/settings")?.label).toBe("Settings");
  }, 40_000);

  it("shows no menu on the sign-in page, nor to a buyer refused a console page", async () => {
    const signIn = await pageText(await door().read("/admin/sign-in"));
    expect(signIn).toContain('data-layout="admin"');
    expect(menuOf(signIn)).toEqual([]);
    const stranger = await shop.signedInBuyer("Not an operator");
    const refused = await door().read("/admin/orders", stranger.auth);
    expect(refused.status).toBe(403);
    expect(menuOf(await pageText(refused))).toEqual([]);
  }, 20_000);

  it("sorts the orders by time or total through the address, a page at a time, and sums each currency shown", async () => {
    const support = await signedInOperator(shop, "Support Sort", "support");
    const list = async (query: string) =>
      pageText(await door().read(`/admin/orders?game=free-fire${query}`, asOperator(support)));
    const newest = await list("");
    expect(listedNumbers(newest)).toEqual([large.number, dollars.number, small.number, middle.number]);
    expect(listedNumbers(await list("&sort=oldest"))).toEqual([
      middle.number,
      small.number,
      dollars.number,
      large.number,
    ]);
    // By total each currency's orders come together: rupiah before dollars.
    const largest = await list("&sort=largest");
    expect(listedNumbers(largest)).toEqual([large.number, middle.number, small.number, dollars.number]);
    expect(listedNumbers(await list("&sort=smallest"))).toEqual([
      small.number,
      middle.number,
      large.number,
      dollars.number,
    ]);
    // The headers keep the filters and switch the order; the sorted one says which way.
    expect(newest).toMatch(/aria-sort="descending"><a [^>]*href="\/admin\/orders\?game=free-fire&sort=oldest"/);
    expect(largest).toMatch(/href="\/admin\/orders\?game=free-fire&sort=smallest"/);
    // Totals of the rows shown, one per currency: Rp 90.000 and US$12,99.
    const totals = [...newest.matchAll(/data-testid="order-total"[^>]*>([^<]+)</g)].map((match) =>
      match[1]!.replace(/\u00a0/g, " "),
    );
    expect(totals).toEqual(["Rp 90.000", "US$12,99"]);

    // Two a page: the next page goes on in the same order.
    const search = shop.services.adminQueries.searchOrders;
    const page1 = await search({ gameSlug: "free-fire", sort: "largest", size: 2 }, "id");
    if (!page1.ok) throw new Error("search refused");
    expect(page1.page.rows.map((row) => row.number)).toEqual([large.number, middle.number]);
    const page2 = await search({ gameSlug: "free-fire", sort: "largest", size: 2, cursor: page1.page.next! }, "id");
    if (!page2.ok) throw new Error("search refused");
    expect(page2.page.rows.map((row) => row.number)).toEqual([small.number, dollars.number]);
    expect(page2.page.next).toBeNull();
    // A time cursor is no total cursor: refused, not misread.
    const newestPage = await search({ gameSlug: "free-fire", size: 2 }, "id");
    if (!newestPage.ok) throw new Error("search refused");
    expect(
      await search({ gameSlug: "free-fire", sort: "largest", size: 2, cursor: newestPage.page.next! }, "id"),
    ).toMatchObject({ ok: false, error: { code: "invalid", values: { field: "cursor" } } });

    const bad = await pageText(await door().read("/admin/orders?sort=cheapest", asOperator(support)));
    expect(bad).toContain("Periksa kolom pencarian");
    expect(listedNumbers(bad)).toEqual([]);
  }, 40_000);

  it("links an order to its buyer and the buyer's page back to the order", async () => {
    const support = await signedInOperator(shop, "Support Links", "support");
    const order = await pageText(await door().read(`/admin/orders/${middle.id}`, asOperator(support)));
    expect(order).toMatch(
      new RegExp(`<a data-testid="admin-order-buyer" href="/admin/buyers/${buyer.userId}"[^>]*>Dewi Lestari</a>`),
    );
    const guest = await pageText(await door().read(`/admin/orders/${small.id}`, asOperator(support)));
    expect(guest).not.toContain('data-testid="admin-order-buyer"');
    expect(guest).toMatch(/<dt>Pembeli<\/dt><dd class="admin-wrap">Tamu<\/dd>/);
    const list = await pageText(await door().read("/admin/orders?game=free-fire", asOperator(support)));
    expect(list).toMatch(
      new RegExp(`<a data-testid="order-buyer" href="/admin/buyers/${buyer.userId}"[^>]*>Dewi Lestari</a>`),
    );
    const buyerPage = await pageText(await door().read(`/admin/buyers/${buyer.userId}`, asOperator(support)));
    expect(buyerPage).toContain(`href="/admin/orders/${middle.id}"`);
    expect(buyerPage).toContain(middle.number);
  }, 30_000);

  it("says each audited action as a sentence, its subject linked and its money formatted", async () => {
    const admin = await signedInOperator(shop, "Admin Audit Words", "admin");
    await shop.database.db.insert(auditLog).values([
      {
        operatorId: admin.userId,
        action: "order.refunded",
        subject: `order:${middle.id}`,
        before: { status: "delivery_failed" },
        after: { status: "canceled", method: "gold", amount: 30_000, currency: "IDR" },
        reason: "buyer asked in chat",
      },
      {
        operatorId: admin.userId,
        action: "buyer.compensated",
        subject: `user:${buyer.userId}`,
        before: { gold: 0, currency: "IDR" },
        after: { gold: 5000, currency: "IDR", amount: 5000 },
        reason: "late delivery",
      },
      {
        operatorId: admin.userId,
        action: "settings.supportLimit",
        subject: "setting:supportLimit.refund.IDR",
        before: { amount: 2_000_000, source: "environment", currency: "IDR" },
        after: { amount: 5000, source: "set", currency: "IDR" },
      },
      {
        operatorId: admin.userId,
        action: "promo.paused",
        subject: "promo:HEMAT10",
        before: { active: true },
        after: { active: false },
      },
      {
        operatorId: admin.userId,
        action: "prices.applied",
        subject: "prices:all",
        after: { rows: Array.from({ length: 20 }, (_, index) => ({ sku: `ff-${index}`, amount: 1000 * index })) },
      },
      { operatorId: null, action: "legacy.unknown", subject: "thing:1", after: { x: 1 } },
    ]);
    const html = await pageText(await door().read("/admin/audit", asOperator(admin)));
    const said = sentences(html);
    expect(said).toContainEqual({
      text: `Mengembalikan dana Rp 30.000 untuk pesanan ${middle.number}`,
      link: `/admin/orders/${middle.id}`,
    });
    expect(said).toContainEqual({
      text: "Menambahkan gold Rp 5.000 ke Dewi Lestari",
      link: `/admin/buyers/${buyer.userId}`,
    });
    expect(said).toContainEqual({
      text: "Mengatur “Batas per pengembalian dana, IDR” menjadi Rp 5.000",
      link: "/admin/settings",
    });
    expect(said).toContainEqual({ text: "Menjeda kode promo HEMAT10", link: "/admin/promos/HEMAT10" });
    // The limit's change in money, its fields in words; the unknown action as it is stored.
    expect(html).toMatch(
      /<th scope="row" title="amount">Jumlah<\/th><td[^>]*>Rp\s2\.000\.000<\/td><td[^>]*>Rp\s5\.000<\/td>/,
    );
    expect(html).toContain("<strong>legacy.unknown</strong>");
    expect(html).toContain("Subjek: thing:1");
    // Forty changed fields: five shown, the rest folded.
    const applied = /data-action="prices.applied"(.*?)<\/li>/.exec(html)![1]!;
    expect(applied.match(/<tr>/g)).toHaveLength(41);
    expect(applied).toMatch(
      /<details class="admin-audit__more" data-testid="audit-more"><summary>Tampilkan semua \(40\)/,
    );
    expect(applied.split("<details")[0]!.match(/<th scope="row"/g)).toHaveLength(5);
  }, 30_000);
});
