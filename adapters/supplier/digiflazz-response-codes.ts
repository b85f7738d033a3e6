/**
 * Digiflazz's buyer response codes (developer.digiflazz.com/api/buyer/response-code) and what each
 * means for one of our purchases. Digiflazz's table has a column "transaction formed" (the same
 * Ya/Tidak as its "Alasan Gagal" page): when no transaction was formed, posting the same ref_id
 * again is a fresh attempt; when one was formed, posting it again only reports on it (the docs'
 * "Cek Status": topup again with the same ref_id).
 *
 * Outcomes:
 * - success / pending: the purchase exists and is done / still running.
 * - temporary: this attempt failed for a reason that may pass (balance, cut-off, stock, unstable
 *   seller): a failed result with permanent = false, retried with backoff.
 * - permanent: this purchase can never succeed as asked (wrong account, SKU gone): permanent = true.
 * - unavailable: the answer is about our connection or account, not about the purchase (signature,
 *   username, IP, ref_id clash). The purchase may or may not exist, so the adapter throws
 *   SupplierUnavailableError instead of ever calling it failed.
 */
export type RcOutcome = "success" | "pending" | "temporary" | "permanent" | "unavailable";

export interface RcInfo {
  outcome: RcOutcome;
  /** Digiflazz's own description, for the order's events. */
  meaning: string;
  /** Digiflazz formed a transaction under the ref_id ("Ya" in its table). */
  formed: boolean;
}

const row = (outcome: RcOutcome, formed: boolean, meaning: string): RcInfo => ({ outcome, formed, meaning });

export const RESPONSE_CODES: Readonly<Record<string, RcInfo>> = {
  // Done, or still being processed by the seller: "99 DF Router Issue" is documented as Pending.
  "00": row("success", true, "Transaksi Sukses"),
  "03": row("pending", true, "Transaksi Pending"),
  "99": row("pending", true, "DF Router Issue"),

  // Our request or account, not the purchase: a bad payload or signature, a wrong username or
  // API key mode, an IP not whitelisted, an account without deposit, blocked or unverified. An
  // operator must fix the connection; retrying the purchase cannot help until then.
  "40": row("unavailable", false, "Payload Error"),
  "41": row("unavailable", false, "Signature tidak valid"),
  "42": row("unavailable", false, "Gagal memproses API Buyer (username)"),
  "45": row("unavailable", false, "IP Anda tidak kami kenali"),
  "61": row("unavailable", false, "Belum pernah melakukan deposit"),
  "80": row("unavailable", false, "Akun Anda telah diblokir oleh Seller"),
  "81": row("unavailable", false, "Seller ini telah diblokir oleh Anda"),
  "82": row("unavailable", false, "Akun Anda belum ter-verifikasi"),
  "83": row("unavailable", false, "Limitasi pengecekan pricelist tercapai"),
  "88": row("unavailable", false, "Akun Anda tidak dapat melakukan aksi ini"),

  // The ref_id clashes with another transaction (ours under other fields, or another buyer's).
  // Whether our purchase exists is unknown, so it must never be read as a failure.
  "47": row("unavailable", false, "Transaksi sudah terjadi di buyer lain"),
  "49": row("unavailable", false, "Ref ID tidak unik"),

  // Temporary, no transaction formed: our balance, the seller's cut-off, stock, price or
  // capacity. Posting the same ref_id again later is a new attempt and may succeed.
  "44": row("temporary", false, "Saldo tidak cukup"),
  "56": row("temporary", false, "Limit saldo seller (deprecated)"),
  "62": row("temporary", false, "Seller sedang mengalami gangguan"),
  "63": row("temporary", false, "Tidak support transaksi multi"),
  "64": row("temporary", false, "Tarik tiket gagal"),
  "65": row("temporary", false, "Limit transaksi multi (deprecated)"),
  "66": row("temporary", false, "Cut Off (Perbaikan Sistem Seller)"),
  "67": row("temporary", false, "Seller belum ter-verifikasi"),
  "68": row("temporary", false, "Stok habis"),
  "69": row("temporary", false, "Harga seller lebih besar dari ketentuan harga Buyer"),

  // Temporary, but a (failed) transaction was formed: timeouts, maintenance, cut-off, an
  // unstable product, a refund, rate limits. A retry that should buy again needs a new ref_id,
  // since the same one now only reports this failure.
  "01": row("temporary", true, "Timeout"),
  "02": row("temporary", true, "Transaksi Gagal"),
  "53": row("temporary", true, "Produk Seller Sedang Tidak Tersedia"),
  "55": row("temporary", true, "Produk Sedang Gangguan"),
  "58": row("temporary", true, "Sedang Cut Off"),
  "70": row("temporary", true, "Timeout Dari Biller"),
  "71": row("temporary", true, "Produk Sedang Tidak Stabil"),
  "74": row("temporary", true, "Transaksi Refund"),
  "85": row("temporary", true, "Limitasi transaksi tercapai"),
  "86": row("temporary", true, "Limitasi pengecekan nomor PLN tercapai"),

  // Permanent: the destination is wrong, blocked or out of area, the SKU is unknown or inactive,
  // or the product cannot be bought this way. Asking again with the same data cannot help.
  "43": row("permanent", false, "SKU tidak di temukan atau Non-Aktif"),
  "50": row("permanent", true, "Transaksi Tidak Ditemukan"),
  "51": row("permanent", true, "Nomor Tujuan Diblokir"),
  "52": row("permanent", true, "Prefix Tidak Sesuai Dengan Operator"),
  "54": row("permanent", true, "Nomor Tujuan Salah"),
  "57": row("permanent", true, "Jumlah Digit Kurang Atau Lebih"),
  "59": row("permanent", true, "Tujuan di Luar Wilayah/Cluster"),
  "60": row("permanent", true, "Tagihan belum tersedia"),
  "72": row("permanent", true, "Lakukan Unreg Paket Dahulu"),
  "73": row("permanent", true, "Kwh Melebihi Batas"),
  "84": row("permanent", true, "Nominal tidak valid"),
  "87": row("permanent", false, "Transaksi E-money wajib kelipatan Rp 1.000"),
};

/**
 * An rc Digiflazz added after this table was written: treated as a temporary failure that formed
 * a transaction, so it is retried a bounded number of times rather than refunded at once or
 * re-bought under the same reference.
 */
const UNKNOWN: RcInfo = row("temporary", true, "Kode respons tidak dikenal");

export function rcInfo(rc: string): RcInfo {
  return RESPONSE_CODES[rc] ?? UNKNOWN;
}
