/** The voucher's one order: the orders' unique idempotency key is what makes it single-use. */
export const voucherKey = (responseId: string) => `survey-voucher:${responseId}`;

/**
 * The payment method of an order a survey voucher paid: price 0, no payment attempt, no cashback.
 * Free of node imports: the order page names it.
 */
export const VOUCHER_PAYMENT_METHOD = "voucher";
