import { randomBytes } from "node:crypto";

/**
 * What one new purchase at the sandbox's Digiflazz face does, decided by its customer number.
 *
 * Digiflazz's development mode (`testing: true`) answers four documented test numbers the same way
 * for any product (developer.digiflazz.com/irs/buyer/test-case; the same table on the st24 and payuni
 * pages). The pages give statuses, not rc: a failure here is rc 02, "Transaksi Gagal", as in the
 * fake of tests/fakes/digiflazz.ts.
 */
export const DEVELOPMENT_NUMBERS = {
  success: "087800001230",
  fails: "087800001232",
  pendingThenSuccess: "087800001233",
  pendingThenFails: "087800001234",
} as const;

/**
 * The sandbox's own test accounts, by the end of the game ID (docs/catalog.md), whatever `testing`
 * says: `5555` fails for good (wrong destination), `6666` stays pending forever (past the delivery
 * promise: support's case), `7777` answers its first post with a gateway timeout, then goes on,
 * `4444` fails for good on an order's first purchase (`<number>-<n>`) and succeeds on a later one
 * (`<number>-<n>-<try>`): support's "retry delivery" after a supplier-side hiccup.
 */
export const SANDBOX_TEST_IDS = { fails: "5555", stuck: "6666", flaky: "7777", failsOnce: "4444" } as const;

/** rc of a sandbox account's failure: "Nomor Tujuan Salah", permanent, as the old sandbox said. */
const WRONG_DESTINATION_RC = "54";
/** rc of a development test number's failure ("Transaksi Gagal"). */
const DEVELOPMENT_FAILURE_RC = "02";

export type FinalStatus = "success" | "failed";

export interface PurchasePlan {
  /** What the purchase is when it is made. */
  status: "pending" | FinalStatus;
  /** What a pending purchase becomes once its time has come; undefined: it stays pending. */
  settlesAs: FinalStatus | undefined;
  /**
   * The first answer says Pending even when the delay is 0: the documented "pending, then ..."
   * numbers. Other purchases may settle within their first answer, as Digiflazz's synchronous API
   * may answer Sukses at once.
   */
  pendingFirst: boolean;
  /** The first post answers a gateway timeout after the purchase is made. */
  timesOutFirst: boolean;
}

/** A unit's first purchase carries no try suffix: "K7M4Q2TX-1" (a retry is "K7M4Q2TX-1-2"). */
const firstPurchase = (reference: string) => /^[^-]+-\d+$/.test(reference);

export function planPurchase(customerNo: string, reference: string, testing: boolean): PurchasePlan {
  const plan = (status: PurchasePlan["status"], settlesAs?: FinalStatus, pendingFirst = false): PurchasePlan => ({
    status,
    settlesAs,
    pendingFirst,
    timesOutFirst: customerNo.endsWith(SANDBOX_TEST_IDS.flaky),
  });
  if (testing) {
    if (customerNo === DEVELOPMENT_NUMBERS.success) return plan("success");
    if (customerNo === DEVELOPMENT_NUMBERS.fails) return plan("failed");
    if (customerNo === DEVELOPMENT_NUMBERS.pendingThenSuccess) return plan("pending", "success", true);
    if (customerNo === DEVELOPMENT_NUMBERS.pendingThenFails) return plan("pending", "failed", true);
  }
  if (customerNo.endsWith(SANDBOX_TEST_IDS.fails)) return plan("failed");
  if (customerNo.endsWith(SANDBOX_TEST_IDS.failsOnce) && firstPurchase(reference)) return plan("failed");
  if (customerNo.endsWith(SANDBOX_TEST_IDS.stuck)) return plan("pending");
  return plan("pending", "success");
}

/** The rc a failed purchase reports: the development numbers' rc 02, the sandbox accounts' rc 54. */
export function failureRc(customerNo: string): string {
  return customerNo === DEVELOPMENT_NUMBERS.fails || customerNo === DEVELOPMENT_NUMBERS.pendingThenFails
    ? DEVELOPMENT_FAILURE_RC
    : WRONG_DESTINATION_RC;
}

/** A serial number like a seller's, marked as the sandbox's. */
export function sandboxSerial(): string {
  return `SBX${randomBytes(6).toString("hex").toUpperCase()}`;
}
