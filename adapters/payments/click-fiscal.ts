import type { FiscalCodesReader } from "../../core/catalog/fiscal";
import type { PaymentAttempts } from "../../core/orders/attempts";
import type { OrderRepository } from "../../core/orders/orders";
import type { FiscalSubmissionQueue } from "../../core/payments/fiscal-submissions";
import type { ClickFiscalApi } from "./click-client";
import { clickFiscalItems } from "./click-protocol";
import { uzReceiptLines } from "./uz-fiscal-receipt";

export interface ClickFiscalJobDeps {
  queue: FiscalSubmissionQueue;
  /** Click's fiscal items call; undefined when Click is not configured (nothing is sent). */
  click: ClickFiscalApi | undefined;
  attempts: Pick<PaymentAttempts, "findAttempt">;
  orders: Pick<OrderRepository, "find">;
  fiscalCodes: FiscalCodesReader;
  /** The Uzbek seller's TIN (its STIR, 9 digits): every item's CommissionInfo. */
  sellerTin: string;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/**
 * Sends Click the fiscal items of the payments Complete paid (decision 024, "Fiscal items"): the
 * order's fiscal receipt lines under its product's Uzbek codes. A payment that did not pay its order,
 * or whose product has no codes, has nothing to send; a failure (no answer, or Click's error) is
 * counted and retried on the next run up to FISCAL_SUBMISSION_MAX_ATTEMPTS, never dropped in silence.
 */
export async function submitClickFiscalItems(
  deps: ClickFiscalJobDeps,
  limit = 20,
): Promise<{ sent: number; skipped: number; failed: number }> {
  const figures = { sent: 0, skipped: 0, failed: 0 };
  const click = deps.click;
  if (!click) return figures;
  // Longer than a call's own timeout: nobody else sends it meanwhile.
  for (const submission of await deps.queue.claim("click", limit, 120)) {
    const skip = async (note: string) => {
      await deps.queue.done(submission.id, "skipped", note);
      figures.skipped += 1;
    };
    const fail = async (error: string) => {
      deps.log.warn({ paymentId: submission.paymentId, err: error }, "click: fiscal items not taken; retried later");
      await deps.queue.failed(submission.id, error);
      figures.failed += 1;
    };
    const attempt = await deps.attempts.findAttempt(submission.paymentId);
    const order = attempt && (await deps.orders.find(attempt.orderId));
    // Money the order could not take goes back by reversal: no sale, no receipt.
    if (!attempt || !order || order.paidBy !== attempt.id) {
      await skip("the payment did not pay the order");
      continue;
    }
    const lines = await uzReceiptLines(deps, order.id);
    if (!lines) {
      await skip("the product has no Uzbek fiscal codes");
      continue;
    }
    if (!/^\d{9}$/.test(deps.sellerTin)) {
      await fail("the Uzbek seller has no TIN (SHOP_REGISTRATION_NUMBER_UZ or SHOP_TAX_ID_UZ)");
      continue;
    }
    const body = clickFiscalItems({
      serviceId: click.serviceId,
      paymentId: submission.providerPaymentId,
      lines,
      sellerTin: deps.sellerTin,
    });
    try {
      const answer = await click.submitItems(body);
      if (answer.errorCode !== 0) {
        await fail(`click ${answer.errorCode}: ${answer.errorNote}`);
        continue;
      }
      await deps.queue.done(submission.id, "sent");
      figures.sent += 1;
      deps.log.info({ paymentId: submission.paymentId }, "click: fiscal items taken");
    } catch (error) {
      await fail(error instanceof Error ? error.message : String(error));
    }
  }
  return figures;
}
