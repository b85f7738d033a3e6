import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { mobileLegends } from "../../catalog/games/mobile-legends";
import { freeFire } from "../../catalog/games/free-fire";
import { createApigamesPlayerLookup } from "../../adapters/lookup/apigames-player-lookup";
import { createApigamesSupplier } from "../../adapters/supplier/apigames-supplier";
import { startSandboxApigames } from "../../adapters/supplier/sandbox-apigames/face";
import { lookupPlayer } from "../../core/catalog/player-lookup";
import { SupplierUnavailableError } from "../../core/orders/supplier-port";

/**
 * Apigames' documented protocol, driven through our adapter and player check against the sandbox's
 * face over HTTP (adapters/supplier/sandbox-apigames/). Each case names its page; decision 045
 * records what was read where and what is not documented.
 */
const SOURCES = {
  status: "docs.apigames.id/docs/v2/cek-status/cek-status-get (signature md5(merchant_id:secret_key:ref_id), statuses)",
  transaksi: "POST /v2/transaksi {ref_id, merchant_id, produk, tujuan, server_id, signature} (open integrations)",
  account: "docs.apigames.id/docs/cek-username (signature md5(merchant_id + secret_key), is_valid, username)",
  sandbox: "the face's own test destinations and IDs (decision 045)",
} as const;

const ACCOUNT = { merchantId: "M241129KUPISANDBOX", secretKey: "sandbox-secret-3e7f" };
// Computed from the documented formulas, not with the adapter's helpers.
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** The face, and the adapter and player check at it; `seen` keeps every request the adapter made. */
async function sandbox(options: { delayMs?: number; secretKey?: string } = {}) {
  const face = await startSandboxApigames({ ...ACCOUNT, port: 0, host: "127.0.0.1", delayMs: options.delayMs ?? 0 });
  cleanups.push(() => face.close());
  const seen: { method: string; url: URL; body: Record<string, unknown> | undefined }[] = [];
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    seen.push({ method: init?.method ?? "GET", url, body });
    return fetch(input, init);
  };
  const keys = { ...ACCOUNT, secretKey: options.secretKey ?? ACCOUNT.secretKey };
  const supplier = createApigamesSupplier({ baseUrl: face.url, ...keys, sellsOurSkus: true, fetch: recording });
  const lookup = createApigamesPlayerLookup({ baseUrl: face.url, ...keys, fetch: recording });
  return { face, supplier, lookup, seen };
}

const order = (reference: string, customerNo: string) => ({ reference, supplierSku: "ml-12", customerNo });

describe("Apigames transactions (v2) through the adapter", () => {
  it(`signs the status check and the purchase as documented (${SOURCES.status}; ${SOURCES.transaksi})`, async () => {
    const { supplier, seen } = await sandbox();
    await supplier.deliver(order("K7M4Q2TX-1", "1234567892001"));

    const [status, purchase] = seen;
    expect(status?.method).toBe("GET");
    expect(status?.url.pathname).toBe("/v2/transaksi/status");
    expect(status?.url.searchParams.get("signature")).toBe(
      md5(`${ACCOUNT.merchantId}:${ACCOUNT.secretKey}:K7M4Q2TX-1`),
    );
    expect(purchase?.method).toBe("POST");
    expect(purchase?.url.pathname).toBe("/v2/transaksi");
    expect(purchase?.body).toEqual({
      ref_id: "K7M4Q2TX-1",
      merchant_id: ACCOUNT.merchantId,
      produk: "ml-12",
      tujuan: "1234567892001",
      server_id: "",
      signature: md5(`${ACCOUNT.merchantId}:${ACCOUNT.secretKey}:K7M4Q2TX-1`),
    });
  });

  it("a new purchase is pending, then its status check reads Sukses with the serial", async () => {
    const { supplier } = await sandbox({ delayMs: 0 });
    const first = await supplier.deliver(order("SUKSES01-1", "1234567892001"));
    const again = await supplier.deliver(order("SUKSES01-1", "1234567892001"));
    expect(first).toMatchObject({ reference: "SUKSES01-1", status: "pending", serial: null });
    expect(again).toMatchObject({ reference: "SUKSES01-1", status: "success", permanent: false });
    expect(again.serial).toMatch(/^SANDBOX/);
  });

  it("asking again with the same reference never buys twice: the status check answers first", async () => {
    const { supplier, seen } = await sandbox({ delayMs: 60_000 });
    await supplier.deliver(order("ONCE0001-1", "1234567892001"));
    await supplier.deliver(order("ONCE0001-1", "1234567892001"));
    await supplier.deliver(order("ONCE0001-1", "1234567892001"));
    expect(seen.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it(`maps each documented status (${SOURCES.status}; ${SOURCES.sandbox})`, async () => {
    const { supplier } = await sandbox({ delayMs: 60_000 });
    expect(await supplier.deliver(order("GAGAL001-1", "1234567895555"))).toMatchObject({
      status: "failed",
      permanent: false,
      serial: null,
      message: expect.stringContaining("error_require_login"),
    });
    expect(await supplier.deliver(order("PEND0001-1", "1234567896666"))).toMatchObject({ status: "pending" });
    // The publisher still validates: on its way, and the sn is no proof of a top-up yet.
    expect(await supplier.deliver(order("VALID001-1", "1234567897777"))).toMatchObject({
      status: "pending",
      serial: null,
    });
    // Part of the top-up arrived: neither success nor a failure to buy again; support settles it.
    expect(await supplier.deliver(order("PART0001-1", "1234567898888"))).toMatchObject({ status: "pending" });
  });

  it("a bad signature is refused as documented and read as unavailable, never as a failure", async () => {
    const { supplier } = await sandbox({ secretKey: "not-the-key" });
    await expect(supplier.deliver(order("BADSIG01-1", "1234567892001"))).rejects.toThrow(SupplierUnavailableError);
  });

  it("a product the account does not sell forms nothing: unavailable, and the error names no key", async () => {
    const { supplier } = await sandbox();
    const refusal = supplier.deliver({ reference: "NOSKU001-1", supplierSku: "no-such-sku", customerNo: "1" });
    await expect(refusal).rejects.toThrow(/apigames: transaction NOSKU001-1 refused: Produk tidak ditemukan/);
    await expect(refusal).rejects.not.toThrow(new RegExp(ACCOUNT.secretKey));
  });

  it("no answer at all is unavailable", async () => {
    const { face } = await sandbox();
    const url = face.url;
    await face.close();
    const supplier = createApigamesSupplier({ baseUrl: url, ...ACCOUNT });
    await expect(supplier.deliver(order("DOWN0001-1", "1234567892001"))).rejects.toThrow(SupplierUnavailableError);
  });

  it("the face refuses a ref_id already used and buys nothing more (ref_id is unique per merchant)", async () => {
    const { face } = await sandbox({ delayMs: 60_000 });
    const body = {
      ref_id: "DUP00001-1",
      merchant_id: ACCOUNT.merchantId,
      produk: "ml-12",
      tujuan: "1234567892001",
      server_id: "",
      signature: md5(`${ACCOUNT.merchantId}:${ACCOUNT.secretKey}:DUP00001-1`),
    };
    const post = async () => {
      const answer = await fetch(`${face.url}/v2/transaksi`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return (await answer.json()) as { status: number; data?: { trx_id: string } };
    };
    const first = await post();
    expect(first).toMatchObject({ status: 1, data: { ref_id: "DUP00001-1", status: "Pending" } });
    expect(await post()).toMatchObject({ status: 0, error_msg: expect.any(String) });
    const query = new URLSearchParams({
      merchant_id: ACCOUNT.merchantId,
      ref_id: "DUP00001-1",
      signature: md5(`${ACCOUNT.merchantId}:${ACCOUNT.secretKey}:DUP00001-1`),
    });
    const status = (await (await fetch(`${face.url}/v2/transaksi/status?${query}`)).json()) as unknown;
    expect(status).toMatchObject({ status: 1, data: { trx_id: first.data?.trx_id } });
  });

  it("reads no callback: Apigames documents none", async () => {
    const { supplier } = await sandbox();
    expect(supplier.parseCallback("{}", {})).toEqual({ verdict: "refused", reason: "unsupported" });
  });
});

describe(`Apigames' account check as the player check (${SOURCES.account})`, () => {
  it("signs md5(merchant_id + secret_key) and sends Mobile Legends' user and zone IDs as one user_id", async () => {
    const { lookup, seen } = await sandbox();
    const result = await lookupPlayer(lookup, mobileLegends, { userId: "12345678", zoneId: "2001", region: "ID" });
    expect(result).toMatchObject({ status: "found", nickname: expect.any(String) });
    expect(seen[0]?.url.pathname).toBe(`/merchant/${ACCOUNT.merchantId}/cek-username/mobilelegend`);
    expect(seen[0]?.url.searchParams.get("user_id")).toBe("123456782001");
    expect(seen[0]?.url.searchParams.get("signature")).toBe(md5(ACCOUNT.merchantId + ACCOUNT.secretKey));
  });

  it("an account that is not valid is not found", async () => {
    const { lookup } = await sandbox();
    expect(await lookupPlayer(lookup, freeFire, { playerId: "1234560000" })).toEqual({ status: "not_found" });
  });

  it("a slow answer is unavailable within the budget", async () => {
    const { lookup } = await sandbox();
    expect(await lookupPlayer(lookup, freeFire, { playerId: "1234569999" }, 200)).toEqual({ status: "unavailable" });
  });

  it("a game Apigames does not check, or a refused signature, is unavailable", async () => {
    const { lookup } = await sandbox();
    expect(await lookup.lookup("genshin", { uid: "812345678" }, new AbortController().signal)).toEqual({
      status: "unavailable",
    });
    const { lookup: badKey } = await sandbox({ secretKey: "not-the-key" });
    expect(await lookupPlayer(badKey, freeFire, { playerId: "1234567890" })).toEqual({ status: "unavailable" });
  });
});
