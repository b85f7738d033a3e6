import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "./content-security-policy";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const TOKENIZER = { tokenizerUrl: "https://api.sandbox.midtrans.com/v2/token" };

describe("the pages' Content-Security-Policy", () => {
  it("allows a page's own inline scripts by their hashes, and no others", () => {
    const html =
      '<head><script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><script>window.__reactRouterContext = {}</script><script type="module" async="">import("/assets/b.js");</script>' +
      "<script>window.__reactRouterContext = {}</script></body>";
    expect(inlineScriptHashes(html)).toEqual([
      sha256('{"a":1}'),
      sha256("window.__reactRouterContext = {}"),
      sha256('import("/assets/b.js");'),
    ]);
    const policy = contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, TOKENIZER);
    const scripts = /script-src ([^;]*)/.exec(policy)![1]!;
    expect(scripts).toContain(`'${sha256('import("/assets/b.js");')}'`);
    expect(scripts).not.toMatch(/nonce|unsafe-inline/);
  });

  it("allows the page's inline stylesheet by its hash, and no other inline style element", () => {
    const html = "<head><style>body{color:red}</style></head><body><p>style</p></body>";
    expect(inlineStyleHashes(html)).toEqual([sha256("body{color:red}")]);
    const policy = contentSecurityPolicy(
      { hashes: inlineScriptHashes(html), styleHashes: inlineStyleHashes(html) },
      TOKENIZER,
    );
    expect(policy).toContain(`style-src 'self' '${sha256("body{color:red}")}';`);
    expect(/style-src ([^;]*)/.exec(policy)![1]).not.toMatch(/nonce|unsafe-inline/);
  });

  it("or by this answer's nonce", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" }, TOKENIZER);
    expect(policy).toContain("script-src 'self' 'nonce-abc123' https://telegram.org");
    expect(policy).toContain("style-src 'self' 'nonce-abc123';");
    expect(policy).toContain("connect-src 'self' https://api.sandbox.midtrans.com");
  });
});
