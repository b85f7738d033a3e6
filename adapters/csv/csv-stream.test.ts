import { describe, expect, it } from "vitest";
import { createCsvExports, EXPORT_BATCH, safeCell, type ExportStore } from "../../core/admin/csv-exports";
import type { OrderSearchQuery, OrderSearchRow } from "../../core/admin/order-search";
import type { AuditEntryInput } from "../../core/records/audit";
import { csvStream } from "./csv-stream";

const bytesOf = async (stream: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(stream).arrayBuffer());
/** The text as a spreadsheet reads it, the byte order mark kept (TextDecoder drops it unless told). */
const textOf = async (stream: ReadableStream<Uint8Array>) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await bytesOf(stream));

async function* listed(records: string[][]) {
  yield* records;
}

describe("a CSV export's bytes", () => {
  it("start with the UTF-8 byte order mark, then the header row, records ending in CRLF", async () => {
    const bytes = await bytesOf(csvStream(["number", "nickname"], listed([["K7M4Q2TX", "Вася"]])));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("number,nickname\r\nK7M4Q2TX,Вася\r\n");
  });

  it("quote a field holding a comma, a quote, CR or LF, doubling its quotes (RFC 4180)", async () => {
    const text = await textOf(
      csvStream(["a", "b", "c", "d", "e"], listed([["x,y", 'say "hi"', "two\nlines", "cr\r", "plain"]])),
    );
    expect(text.slice(1)).toBe('a,b,c,d,e\r\n"x,y","say ""hi""","two\nlines","cr\r",plain\r\n');
  });

  it("quote a field the formula guard prefixed", async () => {
    const text = await textOf(csvStream(["nickname"], listed([[safeCell('=HYPERLINK("http://x")')]])));
    expect(text.slice(1)).toBe('nickname\r\n"\'=HYPERLINK(""http://x"")"\r\n');
  });
});

describe("the formula guard", () => {
  it("prefixes text that starts with = + - @, a tab or CR, and leaves plain numbers alone", () => {
    expect(["=1+1", "+62 812", "-cmd", "@SUM(A1)", "\tx", "\rx"].map(safeCell)).toEqual([
      "'=1+1",
      "'+62 812",
      "'-cmd",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(["-12.50", "+5", "87252", "Budi=Gaming", ""].map(safeCell)).toEqual([
      "-12.50",
      "+5",
      "87252",
      "Budi=Gaming",
      "",
    ]);
    // The full-width signs Apple Numbers reads as the ASCII ones.
    expect(["\uff1dSUM(A1)", "\uff20x"].map(safeCell)).toEqual(["'\uff1dSUM(A1)", "'\uff20x"]);
  });
});

/** An order row of the search, numbered. */
const orderRow = (n: number): OrderSearchRow => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  number: `R${String(n).padStart(7, "0")}`,
  status: "complete",
  gameSlug: "free-fire",
  productSku: "ff-140",
  productTitle: "140 Diamonds",
  accountLabel: "123456789",
  nickname: null,
  contactEmail: null,
  contactPhone: null,
  total: { amount: 15000, currency: "IDR" },
  createdAt: new Date(Date.UTC(2026, 10, 20) - n * 60_000),
  paidAt: null,
  limitReleasedAt: null,
  userId: null,
});

/** The export of 10 batches of orders over a fake search that counts the batches it was asked for. */
function ordersExport() {
  const asked: OrderSearchQuery[] = [];
  const audit: AuditEntryInput[] = [];
  const exportCsv = createCsvExports({
    search: {
      async search(query) {
        asked.push(query);
        const start = asked.length === 1 ? 0 : Number(query.after!.id.slice(-12));
        const end = Math.min(start + query.limit, 10 * EXPORT_BATCH);
        return Array.from({ length: end - start }, (_, i) => orderRow(start + i + 1));
      },
    },
    store: {} as ExportStore,
    audit: { append: async (entry) => void audit.push(entry) },
    encode: csvStream,
  });
  const run = () =>
    exportCsv({
      kind: "orders",
      filters: { game: "free-fire", cursor: "2026-11-20T00:00:00.000Z_00000000-0000-4000-8000-000000000001" },
      market: "id",
      operatorId: "op-1",
      requestId: "req-1",
      now: new Date("2026-11-29T12:00:00Z"),
      timeZone: "Asia/Jakarta",
    });
  return { asked, audit, run };
}

describe("an export read in batches", () => {
  it("reads every batch after the last row of the one before, ignoring a page's cursor, and audits the filters", async () => {
    const { asked, audit, run } = ordersExport();
    const result = await run();
    if (!result.ok) throw new Error("refused");
    expect(result.filename).toBe("kupi-orders-2026-11-29.csv");
    const lines = (await textOf(result.body)).split("\r\n");
    expect(lines).toHaveLength(10 * EXPORT_BATCH + 2);
    expect(lines[1]).toBe(
      "R0000001,complete,free-fire,ff-140,140 Diamonds,123456789,,,,15000,IDR,2026-11-19T23:59:00.000Z,,UTC",
    );
    expect(asked[0]).toMatchObject({ gameSlug: "free-fire", limit: EXPORT_BATCH });
    expect(asked[0]!.after).toBeUndefined();
    expect(asked[1]!.after).toEqual({ id: orderRow(EXPORT_BATCH).id, createdAt: orderRow(EXPORT_BATCH).createdAt });
    expect(audit).toEqual([
      {
        operatorId: "op-1",
        action: "export.csv",
        subject: "export:orders",
        after: { kind: "orders", filters: { game: "free-fire" } },
        requestId: "req-1",
      },
    ]);
  });

  it("reads no further than its reader takes, and stops reading when the reader goes away", async () => {
    const { asked, run } = ordersExport();
    const result = await run();
    if (!result.ok) throw new Error("refused");
    const reader = result.body.getReader();
    await reader.read();
    // Let the pipeline fill its buffers: it must stop there, not read the whole export ahead.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(asked.length).toBeLessThanOrEqual(2);
    await reader.cancel();
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    const readBeforeCancel = asked.length;
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(asked.length).toBe(readBeforeCancel);
    expect(readBeforeCancel).toBeLessThan(10);
  });

  it("refuses a filter the search refuses, before auditing anything", async () => {
    const { audit } = ordersExport();
    const exportCsv = createCsvExports({
      search: { search: async () => [] },
      store: {} as ExportStore,
      audit: { append: async (entry) => void audit.push(entry) },
      encode: csvStream,
    });
    const result = await exportCsv({
      kind: "orders",
      filters: { from: "2026-13-45" },
      market: "id",
      operatorId: "op-1",
      now: new Date(),
      timeZone: "Asia/Jakarta",
    });
    expect(result).toEqual({ ok: false, error: { code: "invalid", values: { field: "from" } } });
    expect(audit).toEqual([]);
  });
});
