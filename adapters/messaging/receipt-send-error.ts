/**
 * A receipt the provider refused or did not take (unreachable, timed out, wrong channel). The
 * receipt job records `message` and retries later, so it says what the provider answered and never
 * carries a credential.
 */
export class ReceiptSendError extends Error {
  override name = "ReceiptSendError";
}
