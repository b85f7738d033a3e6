import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../adapters/db/schema";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

const ORDER_COLUMNS = `id, number, status, locale, currency, game_slug, product_sku, product_title, quantity,
  account, account_label, nickname, contact_email, contact_phone, payment_method, list_amount, temporary_discount,
  promo_discount, cashback_used, gold_used, fee, total, tax, idempotency_key, request_hash, expires_at,
  paid_at, created_at`;

/** A CSV's text as a spreadsheet reads it, its byte order mark kept. */
async function csvOf(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { bom: [...bytes.slice(0, 3)], text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.slice(3)) };
}

/**
 * The console's CSV downloads through the page door: the file as a spreadsheet opens it (its header,
 * RFC 4180 quoting, amounts in each currency's decimals, UTC times, no formula a buyer typed), the
 * order search's filters honoured, each role's reach, and an audit entry for every export.
 */
describe("the console's CSV exports", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
    // Four orders, one per currency; a buyer's nickname that would be a formula, an account label
    // with a comma and quotes; the USD order refunded (its status reads "canceled", as the RUB one's,
    // which expired).
    await shop.database.pool.query(`
      INSERT INTO orders (${ORDER_COLUMNS}) VALUES
      ('40000000-0000-4000-8000-000000000001', 'EXPIDR01', 'complete', 'id', 'IDR', 'free-fire', 'ff-140',
        'Free Fire: 140 Diamonds', 1, '{"playerId":"123456789"}', '12345 "main", alt', '=HYPERLINK("http://evil.test","x")',
        'budi@mail.test', '6281234567890', 'qris', 87252, 0, 0, 0, 0, 0, 87252, 0, 'exp-1', 'h',
        '2026-11-21T10:00:00Z', '2026-11-21T09:05:00Z', '2026-11-21T09:00:00Z'),
      ('40000000-0000-4000-8000-000000000002', 'EXPUSD02', 'canceled', 'en', 'USD', 'mobile-legends', 'ml-86',
        'Mobile Legends: 86 Diamonds', 1, '{"userId":"12345678","zoneId":"1234"}', '12345678 (1234)', E'two\\nlines',
        NULL, NULL, 'card', 549, 0, 0, 0, 0, 0, 549, 0, 'exp-2', 'h',
        '2026-11-22T10:00:00Z', '2026-11-22T09:05:00Z', '2026-11-22T09:00:00Z'),
      ('40000000-0000-4000-8000-000000000003', 'EXPRUB03', 'canceled', 'ru', 'RUB', 'free-fire', 'ff-140',
        'Free Fire: 140 алмазов', 1, '{"playerId":"223456789"}', '223456789', 'Вася', NULL, NULL, 'card',
        120505, 0, 0, 0, 0, 0, 120505, 0, 'exp-3', 'h', '2026-11-23T10:00:00Z', NULL, '2026-11-23T09:00:00Z'),
      ('40000000-0000-4000-8000-000000000004', 'EXPUZS04', 'complete', 'uz', 'UZS', 'free-fire', 'ff-140',
        'Free Fire: 140 olmos', 1, '{"playerId":"323456789"}', '323456789', NULL, NULL, NULL, 'click',
        1250000, 0, 0, 0, 0, 0, 1250000, 0, 'exp-4', 'h', '2026-11-24T10:00:00Z', '2026-11-24T09:05:00Z',
        '2026-11-24T09:00:00Z');
      INSERT INTO payments (id, order_id, attempt, provider, method, amount, currency, status, provider_status,
        provider_transaction_id, created_at, updated_at) VALUES
      ('exp-pay-1', '40000000-0000-4000-8000-000000000001', 1, 'midtrans', 'qris', 87252, 'IDR', 'paid',
        'settlement', '@tx-1', '2026-11-21T09:01:00Z', '2026-11-21T09:05:00Z'),
      ('exp-pay-2', '40000000-0000-4000-8000-000000000002', 1, 'yookassa', 'card', 549, 'USD', 'refunded',
        'canceled', 'yk-2', '2026-11-22T09:01:00Z', '2026-11-22T09:05:00Z');
      INSERT INTO refunds (id, order_id, payment_id, kind, method, amount, currency, status, reason, requested_by,
        completed_at, created_at) VALUES
      ('exp-ref-2', '40000000-0000-4000-8000-000000000002', 'exp-pay-2', 'order', 'payment', 549, 'USD', 'done',
        'delivery', 'operator', '2026-11-22T11:00:00Z', '2026-11-22T10:30:00Z');
      INSERT INTO ledger_accounts (owner, kind, currency) VALUES
        ('shop', 'gold_issued', 'RUB'), ('50000000-0000-4000-8000-000000000001', 'gold', 'RUB');
      INSERT INTO ledger_transactions (reference, kind, created_at) VALUES ('exp-gold-1', 'compensation', '2026-11-25T08:00:00Z');
      INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
        SELECT t.id, a.id, CASE WHEN a.owner = 'shop' THEN -1205 ELSE 1205 END, '2026-11-25T08:00:00Z'
        FROM ledger_transactions t, ledger_accounts a WHERE t.reference = 'exp-gold-1' AND a.currency = 'RUB';`);
  }, 60_000);
  afterAll(() => shop?.close());

  const exportsAudited = (operatorId: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, operatorId), eq(auditLog.action, "export.csv")));

  it("sends the orders as a file: a header, RFC 4180 quoting, each currency's decimals, UTC times, no formula", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const answer = await door.read("/admin/exports/orders?from=2026-11-21&to=2026-11-24", asOperator(support));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="kupi-orders-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const { bom, text } = await csvOf(answer);
    expect(bom).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split("\r\n")[0]).toBe(
      "number,status,game,product_sku,product,game_account,nickname,email,phone,total,currency,created_at,paid_at,time_zone",
    );
    expect(text).toContain(
      'EXPIDR01,complete,free-fire,ff-140,Free Fire: 140 Diamonds,"12345 ""main"", alt",' +
        '"\'=HYPERLINK(""http://evil.test"",""x"")",budi@mail.test,6281234567890,87252,IDR,' +
        "2026-11-21T09:00:00.000Z,2026-11-21T09:05:00.000Z,UTC\r\n",
    );
    expect(text).toContain(',"two\nlines",,,5.49,USD,');
    expect(text).toContain(",Вася,,,1205.05,RUB,2026-11-23T09:00:00.000Z,,UTC\r\n");
    expect(text).toContain(",1250000,UZS,2026-11-24T09:00:00.000Z,");
    // Newest first, as the search lists them.
    const numbers = text
      .split("\r\n")
      .slice(1, -1)
      .map((line) => line.split(",")[0]);
    expect(numbers).toEqual(["EXPUZS04", "EXPRUB03", "EXPUSD02", "EXPIDR01"]);
  });

  it("honours the search's filters, and 'refunded' finds the refunded order whose status reads canceled", async () => {
    const support = await signedInOperator(shop, "Support Rina", "support");
    const lines = async (query: string) => {
      const answer = await door.read(`/admin/exports/orders?${query}`, asOperator(support));
      expect(answer.status).toBe(200);
      return (await csvOf(answer)).text
        .split("\r\n")
        .slice(1, -1)
        .map((line) => line.split(",")[0]);
    };
    expect(await lines("game=mobile-legends")).toEqual(["EXPUSD02"]);
    expect(await lines("status=canceled")).toEqual(["EXPRUB03", "EXPUSD02"]);
    expect(await lines("status=refunded")).toEqual(["EXPUSD02"]);
    expect(
      await lines("gameId=123456789&cursor=2026-11-21T09:00:00.000Z_40000000-0000-4000-8000-000000000001"),
    ).toEqual(["EXPIDR01"]);
    const refused = await door.read("/admin/exports/orders?status=lost", asOperator(support));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Periksa kolom pencarian");
  });

  it("sends refunds and payment attempts to support, the ledger's postings to an admin only", async () => {
    const support = await signedInOperator(shop, "Support Tono", "support");
    const admin = await signedInOperator(shop, "Admin Ayu", "admin");
    const refunds = await csvOf(await door.read("/admin/exports/refunds", asOperator(support)));
    expect(refunds.text).toBe(
      "refund,order_number,kind,method,amount,currency,status,reason,requested_by,created_at,completed_at,time_zone\r\n" +
        "exp-ref-2,EXPUSD02,order,payment,5.49,USD,done,delivery,operator,2026-11-22T10:30:00.000Z,2026-11-22T11:00:00.000Z,UTC\r\n",
    );
    const payments = await csvOf(await door.read("/admin/exports/payments?from=2026-11-21", asOperator(support)));
    expect(payments.text.split("\r\n").slice(0, 3)).toEqual([
      "payment,order_number,attempt,provider,method,amount,currency,status,provider_status,provider_transaction,created_at,updated_at,time_zone",
      "exp-pay-2,EXPUSD02,1,yookassa,card,5.49,USD,refunded,canceled,yk-2,2026-11-22T09:01:00.000Z,2026-11-22T09:05:00.000Z,UTC",
      'exp-pay-1,EXPIDR01,1,midtrans,qris,87252,IDR,paid,settlement,"\'@tx-1",2026-11-21T09:01:00.000Z,2026-11-21T09:05:00.000Z,UTC',
    ]);
    expect((await door.read("/admin/exports/ledger", asOperator(support))).status).toBe(403);
    const ledger = await csvOf(
      await door.read("/admin/exports/ledger?from=2026-11-25&to=2026-11-25", asOperator(admin)),
    );
    const postings = ledger.text.split("\r\n");
    expect(postings[0]).toBe("posting,reference,transaction_kind,owner,account,amount,currency,created_at,time_zone");
    expect(
      postings
        .slice(1, -1)
        .map((line) => line.split(",").slice(1).join(","))
        .sort(),
    ).toEqual([
      "exp-gold-1,compensation,50000000-0000-4000-8000-000000000001,gold,12.05,RUB,2026-11-25T08:00:00.000Z,UTC",
      "exp-gold-1,compensation,shop,gold_issued,-12.05,RUB,2026-11-25T08:00:00.000Z,UTC",
    ]);
  });

  it("writes who exported what with which filters", async () => {
    const support = await signedInOperator(shop, "Support Wati", "support");
    await (
      await door.read("/admin/exports/orders?game=free-fire&status=complete&cursor=x", asOperator(support))
    ).arrayBuffer();
    expect(await exportsAudited(support.userId)).toEqual([
      expect.objectContaining({
        action: "export.csv",
        subject: "export:orders",
        after: { kind: "orders", filters: { game: "free-fire", status: "complete" } },
      }),
    ]);
  });

  it("sends no session to sign in and refuses a manager and a buyer (403), auditing nothing", async () => {
    const manager = await signedInOperator(shop, "Manager Joko", "manager");
    const buyer = await shop.signedInBuyer("Buyer Dewi");
    for (const kind of ["orders", "refunds", "payments", "ledger"]) {
      const stranger = await door.read(`/admin/exports/${kind}`);
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get("location")).toBe("/admin/sign-in");
      const refused = await door.read(`/admin/exports/${kind}`, asOperator(manager));
      expect(refused.status).toBe(403);
      expect(await pageText(refused)).toContain("Peran Anda tidak punya akses ke bagian ini.");
      expect((await door.read(`/admin/exports/${kind}`, buyer.auth)).status).toBe(403);
    }
    expect(await exportsAudited(manager.userId)).toEqual([]);
  });

  it("links the export from the order search with its filters, and from the console's home by role", async () => {
    const support = await signedInOperator(shop, "Support Lina", "support");
    const search = await pageText(
      await door.read("/en/admin/orders?game=free-fire&status=refunded&cursor=abc", asOperator(support)),
    );
    expect(search).toContain('href="/en/admin/exports/orders?status=refunded&game=free-fire"');
    expect(search).toContain("Export CSV");
    const home = await pageText(await door.read("/admin", asOperator(support)));
    expect(home).toContain('href="/admin/exports/payments"');
    expect(home).not.toContain('href="/admin/exports/ledger"');
    const admin = await signedInOperator(shop, "Admin Budi", "admin");
    expect(await pageText(await door.read("/admin", asOperator(admin)))).toContain('href="/admin/exports/ledger"');
  });
});
