import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../adapters/db/schema";
import { RECONCILIATION_MAX_BYTES } from "../../core/admin/reconciliation";
import { signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { databaseDigest } from "../support/db-digest";
import { pageText } from "../support/page-text";

const ORDER_COLUMNS = `id, number, status, locale, currency, game_slug, product_sku, product_title, quantity,
  account, account_label, payment_method, list_amount, temporary_discount, promo_discount, cashback_used,
  gold_used, fee, total, tax, idempotency_key, request_hash, expires_at, paid_at, created_at`;

/** An order of `total` rupiah, its id ending in `n`. */
const order = (n: number, total: number, status: string, paidAt: string | null) =>
  `('60000000-0000-4000-8000-00000000000${n}', 'RECN000${n}', '${status}', 'id', 'IDR', 'free-fire', 'ff-140',
    'Free Fire: 140 Diamonds', 1, '{"playerId":"12345678${n}"}', '12345678${n}', 'qris', ${total}, 0, 0, 0, 0, 0,
    ${total}, 0, 'rec-${n}', 'h', '2026-11-20T12:00:00Z', ${paidAt ? `'${paidAt}'` : "NULL"}, '2026-11-20T02:00:00Z')`;

/** A payment attempt of order `n`, its id as sent to the provider. */
const payment = (n: number, provider: string, amount: number, status: string, createdAt: string) =>
  `('RECN000${n}-1', '60000000-0000-4000-8000-00000000000${n}', 1, '${provider}', 'qris', ${amount}, 'IDR',
    '${status}', NULL, NULL, '${createdAt}', '${createdAt}')`;

/**
 * A day's report as the Midtrans dashboard exports it (decision 058): a BOM, CRLF lines, quoted
 * cells, columns the shop does not read, times on Jakarta's clock (10:00 to 18:00 WIB, 03:00 to 11:00 UTC).
 */
const REPORT =
  "\uFEFF" +
  [
    '"Transaction ID","Order ID","Customer Name","Payment Type","Gross Amount","Transaction Status","Transaction Time","Settlement Time"',
    '"tx-1","RECN0001-1","Budi, ""main""","qris","150000.00","settlement","2026-11-20 09:59:00","2026-11-20 10:00:00"',
    '"tx-2","RECN0002-1","Sari","gopay","145000.00","settlement","2026-11-20 11:00:00","2026-11-20 11:00:05"',
    '"tx-3","RECN0003-1","Andi","qris","87252.00","settlement","2026-11-20 12:00:00","2026-11-20 12:00:05"',
    '"tx-5","RECN0005-1","Dewi","qris","60000.00","refund","2026-11-20 14:00:00",""',
    '"tx-9","ZZZZ9999-1","Stranger","qris","50000.00","settlement","2026-11-20 17:59:00","2026-11-20 18:00:00"',
  ].join("\r\n") +
  "\r\n";

/**
 * The console's reconciliation through the page door: an operator with the orders permission uploads
 * Midtrans's report and reads, for the file's period on the shop's clock, each kind of difference with
 * its count, sum and links to the orders; a bad file is refused in the page's words; nothing changes
 * but the audit entry.
 */
describe("the console's reconciliation with Midtrans's report", () => {
  let shop: CheckoutHarness;
  let support: Awaited<ReturnType<typeof signedInOperator>>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    support = await signedInOperator(shop, "Support Rina", "support");
    // 1 matches; 2 was charged less than the shop asked; 3 expired in the shop but settled; 4 paid in
    // the period and absent from the file; 5 refunded at Midtrans, paid in the shop; 6 paid by another
    // provider, 7 paid by Midtrans after the file's period: neither expected in it.
    await shop.database.pool.query(`
      INSERT INTO orders (${ORDER_COLUMNS}) VALUES
        ${order(1, 150000, "complete", "2026-11-20T03:00:00Z")},
        ${order(2, 150000, "complete", "2026-11-20T04:00:00Z")},
        ${order(3, 87252, "canceled", null)},
        ${order(4, 75000, "complete", "2026-11-20T06:00:00Z")},
        ${order(5, 60000, "complete", "2026-11-20T07:00:00Z")},
        ${order(6, 20000, "complete", "2026-11-20T08:00:00Z")},
        ${order(7, 30000, "complete", "2026-11-20T12:00:00Z")};
      INSERT INTO payments (id, order_id, attempt, provider, method, amount, currency, status, provider_status,
        provider_transaction_id, created_at, updated_at) VALUES
        ${payment(1, "midtrans", 150000, "paid", "2026-11-20T02:59:00Z")},
        ${payment(2, "midtrans", 150000, "paid", "2026-11-20T03:59:00Z")},
        ${payment(3, "midtrans", 87252, "expired", "2026-11-20T04:59:00Z")},
        ${payment(4, "midtrans", 75000, "paid", "2026-11-20T05:59:00Z")},
        ${payment(5, "midtrans", 60000, "paid", "2026-11-20T06:59:00Z")},
        ${payment(6, "sandbox", 20000, "paid", "2026-11-20T07:59:00Z")},
        ${payment(7, "midtrans", 30000, "paid", "2026-11-20T11:59:00Z")};`);
  }, 60_000);
  afterAll(() => shop?.close());

  /** The form as a browser posts it: multipart, the file in `report`. */
  const upload = (path: string, file: string | Uint8Array<ArrayBuffer>, intent = "reconcile") => {
    const form = new FormData();
    form.append("intent", intent);
    form.append("report", new Blob([file], { type: "text/csv" }), "midtrans.csv");
    return fetch(`${shop.base}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: support.cookie, origin: shop.base },
      body: form,
    });
  };
  const section = (html: string, testId: string) => {
    const start = html.indexOf(`data-testid="${testId}"`);
    expect(start, testId).toBeGreaterThan(-1);
    return html.slice(start, html.indexOf("</section>", start));
  };
  /** A table's cells as read: tags and runs of spaces (the amounts' no-break one too) made one space. */
  const cells = (html: string) =>
    [...html.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
  const reconciliations = () =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operatorId, support.userId), eq(auditLog.action, "reconciliation.midtrans")));
  const ALL_BUT_SESSIONS_AND_AUDIT = /^(?!operator_sessions$|audit_log$)/;

  it("shows the period on the shop's clock, each kind's count and sum, and each difference with its order", async () => {
    const before = await databaseDigest(shop.database.db, ALL_BUT_SESSIONS_AND_AUDIT);
    const answer = await upload("/en/admin/reconciliation", REPORT);
    expect(answer.status).toBe(200);
    const html = await pageText(answer);
    expect(section(html, "reconcile-period")).toContain("Period 11/20/2026, 10:00 WIB – 11/20/2026, 18:00 WIB, 5 rows");
    expect(cells(section(html, "reconcile-totals"))).toEqual([
      "Kind",
      "Count",
      "Sum",
      "Matched",
      "1",
      "IDR 150,000",
      "In the file, unknown to the shop",
      "1",
      "IDR 50,000",
      "Settled in the file, not paid in the shop",
      "1",
      "IDR 87,252",
      "Paid in the shop, missing from the file",
      "1",
      "IDR 75,000",
      "Amount differs",
      "1",
      "IDR 145,000",
      "Status differs",
      "1",
      "IDR 60,000",
    ]);
    const link = (n: number) => `href="/en/admin/orders/60000000-0000-4000-8000-00000000000${n}"`;
    expect(section(html, "differences-amount")).toContain(link(2));
    expect(cells(section(html, "differences-amount")).slice(4)).toEqual([
      "RECN0002-1",
      "11/20/2026, 11:00 WIB",
      "IDR 145,000 settlement",
      "IDR 150,000 paid",
    ]);
    expect(section(html, "differences-notPaid")).toContain(link(3));
    expect(cells(section(html, "differences-notPaid"))[7]).toBe("IDR 87,252 expired");
    expect(section(html, "differences-missing")).toContain(link(4));
    expect(cells(section(html, "differences-missing"))[6]).toBe("none");
    expect(section(html, "differences-status")).toContain(link(5));
    // The stranger's row has no order to link to.
    expect(section(html, "differences-unknown")).toContain("ZZZZ9999-1");
    expect(section(html, "differences-unknown")).not.toContain("/admin/orders/");
    // Neither the other provider's payment nor the one after the period is expected in the file.
    expect(html).not.toContain("RECN0006-1");
    expect(html).not.toContain("RECN0007-1");

    expect(await databaseDigest(shop.database.db, ALL_BUT_SESSIONS_AND_AUDIT)).toBe(before);
    const [entry] = await reconciliations();
    expect(entry).toMatchObject({
      subject: "reconciliation:midtrans",
      after: {
        from: "2026-11-20T03:00:00.000Z",
        to: "2026-11-20T11:00:00.000Z",
        rows: 5,
        counts: {
          matched: { count: 1, sumIdr: 150000 },
          unknown: { count: 1, sumIdr: 50000 },
          notPaid: { count: 1, sumIdr: 87252 },
          missing: { count: 1, sumIdr: 75000 },
          amount: { count: 1, sumIdr: 145000 },
          status: { count: 1, sumIdr: 60000 },
        },
      },
    });
  });

  it("refuses a bad file in the page's words, naming the column or the lines, and changes nothing", async () => {
    const before = await databaseDigest(shop.database.db, /^(?!operator_sessions$)/);
    const noAmount = await upload(
      "/en/admin/reconciliation",
      "Order ID,Status,Settlement Time\nA-1,settlement,2026-11-20 10:00\n",
    );
    expect(noAmount.status).toBe(400);
    expect(section(await pageText(noAmount), "reconcile-error")).toContain(
      "The file has no “Gross Amount” column. Upload Midtrans's transaction report with its header row.",
    );

    const badLines = await upload(
      "/admin/reconciliation",
      "Order ID,Gross Amount,Transaction Status,Settlement Time\nA-1,150000.50,settlement,2026-11-20 10:00\nA-2,1000,paid,2026-11-20 10:00\n",
    );
    expect(badLines.status).toBe(400);
    const lines = section(await pageText(badLines), "reconcile-error");
    expect(lines).toContain("2 baris tidak bisa dibaca, jadi tidak ada yang dicocokkan:");
    expect(lines).toContain("Baris 2: Gross Amount bukan rupiah bulat (mis. 150000.00)");
    expect(lines).toContain("Baris 3: Transaction Status bukan status Midtrans");

    const tooLarge = await upload("/en/admin/reconciliation", new Uint8Array(RECONCILIATION_MAX_BYTES + 1).fill(65));
    expect(tooLarge.status).toBe(400);
    expect(section(await pageText(tooLarge), "reconcile-error")).toContain(
      "The file is over 10 MB. Export a shorter period.",
    );

    const noFile = await upload("/en/admin/reconciliation", "");
    expect(noFile.status).toBe(400);
    expect(section(await pageText(noFile), "reconcile-error")).toContain("Choose the report's CSV file.");

    expect(await databaseDigest(shop.database.db, /^(?!operator_sessions$)/)).toBe(before);
  });

  it("is reached from the console's home by whoever may see orders, and refused to a manager", async () => {
    const home = await pageText(await fetch(`${shop.base}/en/admin`, { headers: { cookie: support.cookie } }));
    expect(home).toContain('href="/en/admin/reconciliation"');
    const manager = await signedInOperator(shop, "Manager Joko", "manager");
    const page = await fetch(`${shop.base}/en/admin/reconciliation`, { headers: { cookie: manager.cookie } });
    expect(page.status).toBe(403);
  });
});
