import fc from "fast-check";

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
const oddStrings = fc.oneof(
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

/** A path segment: encoded odd strings, or raw broken percent escapes. */
export function hostileSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: oddStrings.map(percentEncode) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%00", "%ZZ", "%", "%E0%A4%A", "%C0%AF", "..", "%2e%2e", "%2F", ";", "*", "%0D%0A"),
    },
  );
}

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
        fc.tuple(
          fc.oneof(queryKeys, oddStrings.map(percentEncode)),
          fc.oneof(oddStrings.map(percentEncode), hostileSegment()),
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

export function hostileHeaders(validAuthorization?: string): fc.Arbitrary<Record<string, string>> {
  return fc.record(
    {
      locale: fc.oneof(fc.constantFrom("id", "en", "ru", "uz"), headerValue),
      authorization: validAuthorization ? fc.oneof(fc.constant(validAuthorization), headerValue) : headerValue,
      cookie: headerValue.map((value) => `access_token=${value}`),
      "idempotency-key": fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/), headerValue),
      "accept-language": headerValue,
      "x-forwarded-for": headerValue,
      "x-hub-signature": headerValue,
      origin: fc.constantFrom("http://evil.example", "null", "http://localhost:80"),
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
    // Oversized: over the API's 1 MiB and the pages' 64 KB.
    {
      weight: 1,
      arbitrary: pair(fc.constant(OVERSIZED), fc.constantFrom("application/json", "application/x-www-form-urlencoded")),
    },
    ...(options.form ? [pair(formEncoded, fc.constant("application/x-www-form-urlencoded"))] : []),
  );
}
