import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import type { CsvEncoder } from "../../core/admin/csv-exports";

/**
 * CSV as RFC 4180 writes it (csv-stringify's streaming API): a header row, CRLF between records, a
 * field quoted when it holds a comma, a quote, CR or LF (`quote_record_delimiter`: with CRLF as the
 * record delimiter csv-stringify would otherwise leave a lone CR or LF bare), and a field the
 * formula guard prefixed (core/admin/csv-exports.ts safeCell) quoted too, as OWASP advises. The file starts with a UTF-8 byte
 * order mark: without it Excel reads the file in the system's ANSI code page and garbles Cyrillic,
 * Uzbek and Indonesian names. Records are pulled only as fast as the reader takes bytes (a Node
 * stream pipeline into a web stream keeps each side's backpressure); cancelling the web stream
 * destroys the pipeline, which returns the records' generator, so no further batch is read.
 */
export const csvStream: CsvEncoder = (header, records) => {
  const stringifier = stringify({
    header: true,
    columns: [...header],
    bom: true,
    record_delimiter: "windows",
    quote_record_delimiter: true,
    quoted_match: /^'/,
  });
  const source = Readable.from(records, { objectMode: true, highWaterMark: 64 });
  // The pipeline's own callback: a failure or an early end is already the stream's error or end.
  pipeline(source, stringifier, () => {});
  return Readable.toWeb(stringifier) as ReadableStream<Uint8Array>;
};
