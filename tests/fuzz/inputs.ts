import fc from "fast-check";
import { LOCALES } from "../../core/locales";

/** Percent-encodes bytes outside the unreserved set, so any string can sit in a URL (lone surrogates become U+FFFD, as in browsers). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");
}

/** Strings a script would try: NUL, control and bidirectional characters, emoji, broken escapes, long ones. */
export const oddStrings = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u202e\u0645\u0631\u062d\u0628\u0627",
    "\ud800",
    "\udfff\ud800",
    "😀🇮🇩",
    "\r\n\t",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "${7*7}{{7*7}}",
    "../../etc/passwd",
    "__proto__",
    "constructor",
    "NaN",
    "-1",
    "1e309",
    "",
    " ",
  ),
  fc.integer({ min: 300, max: 5_000 }).map((length) => "x".repeat(length)),
);

/**
 * Percent escapes a route parameter is decoded from: characters no header may carry (CR, LF, NUL,
 * the euro sign), dot segments and separators written as escapes, and bytes that are no UTF-8 at
 * all (overlong forms, lone continuation bytes, surrogates, code points past U+10FFFF).
 */
const ENCODED = [
  "%E2%82%AC",
  "%0d%0a",
  "%0D%0ASet-Cookie:%20a=1",
  "%00",
  "%2e",
  "%2e%2e",
  "%2E%2E",
  "%2f",
  "%2F%2Fevil.example",
  "%5c",
  "%5C%5Cevil.example",
  "%C0%AF",
  "%C0%80",
  "%E0%80%AF",
  "%C0%AE%C0%AE%C0%AF",
  "%FF",
  "%FE%FF",
  "%80",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%E2%80%AE",
  "%F0%9F%98%80",
  "%25",
  "%252e%252e%252f",
  "%",
  "%ZZ",
  "%E0%A4%A",
];

/** An encoded escape alone or inside ordinary text, as a route parameter's segment. */
export function encodedSegment(): fc.Arbitrary<string> {
  const word = fc.constantFrom("", "", "x", "mobile-legends", "ml-170", "0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11");
  return fc
    .tuple(word, fc.array(fc.constantFrom(...ENCODED), { minLength: 1, maxLength: 3 }), word)
    .map(([before, escapes, after]) => `${before}${escapes.join("")}${after}`);
}

/** A path segment: encoded odd strings, percent escapes of every hostile kind, or raw broken ones. */
export function hostileSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: oddStrings.map(percentEncode) },
    { weight: 2, arbitrary: encodedSegment() },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%00", "%ZZ", "%", "%E0%A4%A", "%C0%AF", "..", "%2e%2e", "%2F", ";", "*", "%0D%0A"),
    },
  );
}

/**
 * A path to return to after signing in that a browser, or a server decoding its escapes, resolves to
 * another site: dot segments (plain and encoded) before a doubled slash, encoded slashes and
 * backslashes, a tab browsers drop.
 */
export function hostileReturnPath(): fc.Arbitrary<string> {
  const piece = fc.constantFrom(
    "/",
    "//",
    ".",
    "..",
    "%2e",
    "%2E",
    "%2e%2e",
    "%2f",
    "%2F",
    "%5c",
    "%5C",
    "\\",
    "%09",
    "@",
    "evil.example",
    "account",
  );
  return fc.array(piece, { minLength: 1, maxLength: 8 }).map((pieces) => `/${pieces.join("")}evil.example`);
}

/** A return path as a query's value: as written (its escapes decoded once by the query) or encoded whole. */
export const hostileReturnValue = fc.oneof(
  hostileReturnPath().map((path) => path.replaceAll("\\", "%5C")),
  hostileReturnPath().map(encodeURIComponent),
  fc.constantFrom("/.//evil.example", "/%2e%2e//evil.example", "/%252e%252e//evil.example", "%2F%2Fevil.example"),
);

const queryKeys = fc.constantFrom(
  "return",
  "return_to",
  "token",
  "locale",
  "code",
  "state",
  "id",
  "hash",
  "auth_date",
  "a",
  "__proto__[x]",
  "constructor[prototype][x]",
  "q[]",
);

export function hostileQuery(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(""),
    fc
      .array(
        fc.oneof(
          fc.tuple(
            fc.oneof(queryKeys, oddStrings.map(percentEncode)),
            fc.oneof(oddStrings.map(percentEncode), hostileSegment()),
          ),
          fc.tuple(fc.constantFrom("return", "return_to"), hostileReturnValue),
        ),
        {
          minLength: 1,
          maxLength: 5,
        },
      )
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
  );
}

/** Header values must be printable Latin-1 to leave a client at all; anything else cannot arrive. */
const headerValue = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 200 }),
  fc.constantFrom("", "Bearer ", "Bearer x", "id", "en", "xx", "access_token=", "access_token=%00", "a".repeat(4_000)),
);

/** Origins from elsewhere, and ones that are no origin at all. */
const FOREIGN_ORIGINS = [
  "http://evil.example",
  "null",
  "http://localhost:80",
  "https://localhost",
  "http://localhost:81",
  "file://",
  "ftp://localhost",
  "javascript:alert(1)",
  "http://localhost.evil.example",
  "http://[::1]",
  "not an origin",
  "",
];

/**
 * Origin headers: the shop's own (as written, in capitals, with a slash), the same host with another
 * scheme or port or none, another site's under the shop's name, and strangers.
 */
function hostileOrigin(shopOrigin: string | undefined): fc.Arbitrary<string> {
  if (!shopOrigin) return fc.constantFrom(...FOREIGN_ORIGINS);
  const url = new URL(shopOrigin);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  return fc.oneof(
    fc.constantFrom(
      shopOrigin,
      shopOrigin.toUpperCase(),
      `${shopOrigin}/`,
      `${url.protocol}//evil.example@${url.host}`,
    ),
    fc.constantFrom(
      `${url.protocol === "https:" ? "http:" : "https:"}//${url.host}`,
      `${url.protocol}//${url.hostname}:${port + 1}`,
      `${url.protocol}//${url.hostname}`,
      `ws://${url.host}`,
      `${url.protocol}//${url.hostname}.evil.example:${port}`,
    ),
    fc.constantFrom(...FOREIGN_ORIGINS),
  );
}

export function hostileHeaders(validAuthorization?: string, shopOrigin?: string): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      locale: fc.oneof(fc.constantFrom(...LOCALES), headerValue),
      authorization: validAuthorization ? fc.oneof(fc.constant(validAuthorization), headerValue) : headerValue,
      cookie: headerValue.map((value) => `access_token=${value}`),
      "idempotency-key": fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), headerValue),
      "accept-language": headerValue,
      "x-forwarded-for": headerValue,
      "x-hub-signature": headerValue,
      origin: hostileOrigin(shopOrigin),
    },
    { requiredKeys: [] },
  );
}

export function anyMethod(): fc.Arbitrary<string> {
  return fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS");
}

export interface HostileBody {
  payload: string | Buffer | undefined;
  contentType: string | undefined;
}

/** Field names the shop reads somewhere, so that values of the wrong type reach real code. */
const knownFields = fc.constantFrom(
  "game",
  "product",
  "quantity",
  "account",
  "confirmed",
  "promoCode",
  "paymentMethod",
  "useCashback",
  "useGold",
  "lookupSkipped",
  "email",
  "phone",
  "stars",
  "reasons",
  "comment",
  "use",
  "tokenId",
  "cardholderName",
  "code",
  "name",
  "intent",
  "transaction_status",
  "status_code",
  "order_id",
  "gross_amount",
  "signature_key",
  "data",
  "ref_id",
  "__proto__",
  "constructor",
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  oddStrings,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddStrings, { maxLength: 4 }),
  fc.dictionary(oddStrings, oddStrings, { maxKeys: 3 }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e21, 2 ** 31),
);

const typedObject = fc.dictionary(knownFields, anyValue, { maxKeys: 8 });

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=XyZ",
  "multipart/form-data",
  "application/xml",
  "%%%",
  undefined,
);

const OVERSIZED = Buffer.alloc(1_100_000, "a");

/** A form's fields, URL-encoded: field names the forms read, values of any kind (raw NUL escapes included). */
const formEncoded = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom("name", "email", "phone", "code", "intent", "confirm"), oddStrings.map(percentEncode)),
      fc.oneof(oddStrings.map(percentEncode), fc.constantFrom("%00", "%ZZ", "deviceLink", "logout", "send", "verify")),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join("&"));

const multipart = fc
  .tuple(fc.constantFrom("name", "phone", "code", "intent"), oddStrings, fc.boolean())
  .map(
    ([field, value, broken]) =>
      `--XyZ\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n${broken ? "--Xy" : "--XyZ--\r\n"}`,
  );

/** What a nested body may weigh: under the API's and the pages' 64 KB, so that it is read, not refused for size. */
const NESTED_BODY_BYTES = 60_000;

/**
 * JSON nested 100 to 10,000 levels deep: arrays, objects, or the two in turn (a recursive shape of a
 * field the shop reads), alone or inside an ordinary body.
 */
const deepJson = fc
  .record({
    depth: fc.integer({ min: 100, max: 10_000 }),
    kind: fc.constantFrom("arrays", "objects", "mixed"),
    key: knownFields,
    leaf: fc.constantFrom("0", "null", '"x"', "[]", "{}", '"\\u0000"'),
    wrapped: fc.boolean(),
  })
  .map(({ depth, kind, key, leaf, wrapped }) => {
    const opening = { arrays: ["["], objects: [`{"${key}":`], mixed: [`{"${key}":`, "["] }[kind];
    const closing = opening.map((open) => (open === "[" ? "]" : "}"));
    const perLevel = opening.reduce((bytes, open) => bytes + open.length + 1, 0) / opening.length;
    const levels = Math.min(depth, Math.floor(NESTED_BODY_BYTES / perLevel));
    const open: string[] = [];
    const close: string[] = [];
    for (let level = 0; level < levels; level++) {
      open.push(opening[level % opening.length]!);
      close.push(closing[level % closing.length]!);
    }
    const nested = `${open.join("")}${leaf}${close.reverse().join("")}`;
    return wrapped ? `{"game":"mobile-legends","product":"ml-170","${key}":${nested}}` : nested;
  });

/** A form whose field name nests 100 to 10,000 brackets deep, as parsers of "a[b][c]" names read it. */
const deepForm = fc
  .tuple(fc.constantFrom("name", "phone", "code", "a"), fc.integer({ min: 100, max: 10_000 }), fc.boolean())
  .map(([field, depth, arrays]) => `${field}${(arrays ? "[]" : "[a]").repeat(depth)}=1&name=Budi`);

export function hostileBody(options: { form?: boolean } = {}): fc.Arbitrary<HostileBody> {
  const pair = (
    payload: fc.Arbitrary<string | Buffer | undefined>,
    type: fc.Arbitrary<string | undefined> = contentTypes,
  ) => fc.record({ payload, contentType: type });
  return fc.oneof(
    pair(fc.jsonValue().map((value) => JSON.stringify(value))),
    pair(
      typedObject.map((value) => JSON.stringify(value)),
      fc.constant("application/json"),
    ),
    pair(fc.anything().map((value) => JSON.stringify(value) ?? "undefined")),
    pair(
      fc.constantFrom(
        '{"a":',
        '{"a":1}}',
        "[",
        "\u0000",
        '{"name":"\\u0000"}',
        "nul\u0000l",
        '"\\ud800"',
        "{}",
        "[]",
        "null",
        "0",
      ),
    ),
    pair(oddStrings),
    pair(formEncoded, fc.constantFrom("application/x-www-form-urlencoded", undefined, "text/plain")),
    pair(
      multipart,
      fc.constantFrom(
        "multipart/form-data; boundary=XyZ",
        "multipart/form-data",
        "multipart/form-data; boundary=Other",
      ),
    ),
    pair(fc.constant(undefined)),
    // Nested thousands of levels deep, within the size limits: nothing may walk them into a stack overflow.
    pair(deepJson, fc.constantFrom("application/json", "application/json; charset=utf-8")),
    pair(deepForm, fc.constant("application/x-www-form-urlencoded")),
    // Oversized: over the API's 1 MiB and the pages' 64 KB.
    {
      weight: 1,
      arbitrary: pair(fc.constant(OVERSIZED), fc.constantFrom("application/json", "application/x-www-form-urlencoded")),
    },
    ...(options.form ? [pair(formEncoded, fc.constant("application/x-www-form-urlencoded"))] : []),
  );
}
