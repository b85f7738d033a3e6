/**
 * The idempotency key of the voucher's order. The orders' unique key is what makes the voucher
 * single-use; `returned` (how many of its orders ended canceled: refused at payment, or refunded)
 * gives each coming-back a fresh key, so the voucher can be spent again once per return, and
 * concurrent redemptions, which all count the same returns, still share one key and one order.
 * The first key has no suffix: orders made before vouchers came back keep theirs.
 */
export const voucherKey = (responseId: string, returned: number) =>
  returned === 0 ? `survey-voucher:${responseId}` : `survey-voucher:${responseId}:${returned}`;

/**
 * The payment method of an order a survey voucher paid: price 0, no payment attempt, no cashback.
 * Free of node imports: the order page names it.
 */
export const VOUCHER_PAYMENT_METHOD = "voucher";
