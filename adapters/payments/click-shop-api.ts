import { money } from "../../core/money";
import type { PaymentFlow } from "../../core/orders/payment-flow";
import type { FiscalSubmissionQueue } from "../../core/payments/fiscal-submissions";
import type { ProviderTransaction, ProviderTransactionStore } from "../../core/payments/provider-transactions";
import type { ClickPort } from "./click-client";
import {
  CLICK_ACTION,
  CLICK_ERROR,
  clickAmountInTiyin,
  moneyInTiyin,
  type ClickCallback,
  type ClickError,
} from "./click-protocol";

/** The shop's JSON answer to Prepare or Complete (Click-API – Error, "examples of responses"). */
export interface ClickAnswer {
  click_trans_id?: number;
  merchant_trans_id?: string;
  merchant_prepare_id?: number;
  merchant_confirm_id?: number;
  error: number;
  error_note: string;
}

export interface ClickShopApiDeps {
  port: ClickPort;
  paymentFlow: Pick<PaymentFlow, "attemptForProvider" | "applyUpdate">;
  transactions: ProviderTransactionStore;
  /** Where a completed payment's fiscal items are queued (adapters/payments/click-fiscal.ts sends them). */
  fiscal?: Pick<FiscalSubmissionQueue, "enqueue">;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

/**
 * Click's SHOP API as the shop answers it (decision 024). Click asks Prepare (action 0) before it
 * takes the buyer's money and tells Complete (action 1) after. Every call is signed with the secret
 * key (a forged one is refused with -1 and changes nothing); the shop's own id of a prepared
 * transaction (merchant_prepare_id, and merchant_confirm_id) is Click's click_trans_id, which the
 * provider_transactions table already keys and which is a number as Click wants it.
 *
 * Money moves only through paymentFlow.applyUpdate, under the order's lock: Complete marks the
 * transaction completed first (the conditional move a failing Complete races for), then applies
 * "paid"; a crash between leaves it completed, and Click's retry of the same Complete applies "paid"
 * again (idempotent) and hears "Already paid". A repeated Prepare gets the answer of the first; a
 * Prepare of a new Click transaction replaces one still prepared, so one attempt has one live
 * transaction and is paid once.
 */
export function createClickShopApi(deps: ClickShopApiDeps) {
  const { port, paymentFlow, transactions, log } = deps;

  function answer(
    callback: ClickCallback | undefined,
    outcome: ClickError,
    ids: Partial<ClickAnswer> = {},
  ): ClickAnswer {
    return {
      ...(callback
        ? { click_trans_id: Number(callback.click_trans_id), merchant_trans_id: callback.merchant_trans_id }
        : {}),
      ...ids,
      error: outcome.error,
      error_note: outcome.error_note,
    };
  }

  /** Reads and checks a call: its shape, its sign, our service and its action. */
  function read(body: unknown, action: 0 | 1): ClickCallback | ClickAnswer {
    const callback = port.shopApi.readCallback(body, action === CLICK_ACTION.complete);
    if (callback === "malformed") return answer(undefined, CLICK_ERROR.badRequest);
    if (callback === "forged") {
      log.warn({ action }, "click: call refused, sign_string does not match");
      return answer(undefined, CLICK_ERROR.signFailed);
    }
    if (callback.service_id !== port.shopApi.serviceId) return answer(callback, CLICK_ERROR.badRequest);
    if (Number(callback.action) !== action) return answer(callback, CLICK_ERROR.actionNotFound);
    return callback;
  }

  const sameAmount = (callback: ClickCallback, amount: number, currency: ProviderTransaction["currency"]) => {
    const expected = moneyInTiyin(money(amount, currency));
    return expected !== undefined && clickAmountInTiyin(callback.amount) === expected;
  };

  /**
   * A transaction already known, asked about again: prepared, its prepare id again; completed,
   * "Already paid" (-4) to Prepare and Complete alike (Click-API – Error: confirming a confirmed
   * transaction); canceled, -9, or -4 when another Click transaction paid the attempt (Click's
   * reference integrations check for a paid order before a canceled one).
   */
  async function settled(callback: ClickCallback, transaction: ProviderTransaction): Promise<ClickAnswer> {
    if (transaction.state === 2) return answer(callback, CLICK_ERROR.alreadyPaid);
    if (transaction.state < 0) {
      const others = await transactions.ofPayment("click", transaction.paymentId);
      return answer(
        callback,
        others.some((other) => other.state === 2) ? CLICK_ERROR.alreadyPaid : CLICK_ERROR.cancelled,
      );
    }
    return answer(callback, CLICK_ERROR.success, { merchant_prepare_id: Number(transaction.transactionId) });
  }

  async function prepare(body: unknown): Promise<ClickAnswer> {
    const callback = read(body, CLICK_ACTION.prepare);
    if (!("sign_string" in callback)) return callback;
    const known = await transactions.find("click", callback.click_trans_id);
    if (known) {
      if (known.paymentId !== callback.merchant_trans_id) return answer(callback, CLICK_ERROR.badRequest);
      if (!sameAmount(callback, known.amount, known.currency)) return answer(callback, CLICK_ERROR.incorrectAmount);
      return settled(callback, known);
    }
    const found = await paymentFlow.attemptForProvider(callback.merchant_trans_id);
    if (!found || found.attempt.provider !== port.provider) return answer(callback, CLICK_ERROR.orderNotFound);
    const { attempt } = found;
    if (!sameAmount(callback, attempt.amount, attempt.currency)) return answer(callback, CLICK_ERROR.incorrectAmount);
    if (attempt.status === "paid") return answer(callback, CLICK_ERROR.alreadyPaid);
    // Expired, canceled, replaced by a newer attempt or the order no longer waits for money.
    if (!found.payable) return answer(callback, CLICK_ERROR.cancelled);
    for (let tries = 0; tries < 3; tries += 1) {
      const created = await transactions.create({
        provider: "click",
        transactionId: callback.click_trans_id,
        paymentId: attempt.id,
        amount: attempt.amount,
        currency: attempt.currency,
        providerTime: null,
      });
      if (created.created) {
        log.info({ paymentId: attempt.id, clickTransId: callback.click_trans_id }, "click: prepared");
        return settled(callback, created.transaction);
      }
      // The same click_trans_id at the same moment from another request: the stored one answers.
      if (!created.conflict) return settled(callback, created.transaction);
      const other = created.transaction;
      if (other.state === 2) return answer(callback, CLICK_ERROR.alreadyPaid);
      // Another Click transaction of this attempt is prepared and not completed: Click started a new
      // one (its answer to the first may have been lost), as its reference integrations allow. The
      // new one replaces it, canceled so that its Complete is refused: the store keeps one live
      // transaction per attempt, and only that one can take the money. Moved meanwhile (completed or
      // canceled by its Complete): the create above is tried again and answers from that.
      const replaced = await transactions.transition("click", other.transactionId, 1, -1);
      if (replaced)
        log.info(
          { paymentId: attempt.id, clickTransId: callback.click_trans_id, replaced: other.transactionId },
          "click: prepared transaction replaced by a new one",
        );
    }
    return answer(callback, CLICK_ERROR.failedToUpdate);
  }

  async function complete(body: unknown): Promise<ClickAnswer> {
    const callback = read(body, CLICK_ACTION.complete);
    if (!("sign_string" in callback)) return callback;
    const transaction = await transactions.find("click", callback.click_trans_id);
    if (
      !transaction ||
      transaction.transactionId !== callback.merchant_prepare_id ||
      transaction.paymentId !== callback.merchant_trans_id
    )
      return answer(callback, CLICK_ERROR.transactionNotFound);
    if (!sameAmount(callback, transaction.amount, transaction.currency))
      return answer(callback, CLICK_ERROR.incorrectAmount);
    const amount = money(transaction.amount, transaction.currency);
    const clickError = Number(callback.error);

    // "Paid", then the payment's fiscal items queued (once per payment: a repeat changes nothing). A
    // crash between is healed by Click's retry of the Complete, which comes here again.
    const paid = async (transaction: ProviderTransaction) => {
      const applied = await paymentFlow.applyUpdate(
        {
          paymentId: transaction.paymentId,
          status: "paid",
          amount,
          providerTransactionId: callback.click_paydoc_id,
          providerStatus: "complete",
          raw: withoutSign(callback),
        },
        "notification",
        port.provider,
      );
      await deps.fiscal?.enqueue({
        provider: "click",
        paymentId: transaction.paymentId,
        providerPaymentId: callback.click_paydoc_id,
      });
      return applied;
    };

    if (clickError < 0) {
      // The payment failed or was canceled at Click: cancel ours and answer -9 (Click-API – Error).
      if (transaction.state === 2) return answer(callback, CLICK_ERROR.alreadyPaid);
      if (transaction.state < 0) return settled(callback, transaction);
      const canceled = await transactions.transition("click", transaction.transactionId, 1, -1, clickError);
      // Moved at the same moment: completed by a successful Complete (the money is ours) or replaced
      // by a new Prepare.
      if (!canceled)
        return settled(callback, (await transactions.find("click", transaction.transactionId)) ?? transaction);
      await paymentFlow.applyUpdate(
        {
          paymentId: transaction.paymentId,
          status: "failed",
          amount,
          providerStatus: `complete error ${clickError}`,
          raw: withoutSign(callback),
        },
        "notification",
        port.provider,
      );
      return answer(callback, CLICK_ERROR.cancelled);
    }

    if (transaction.state === 2) {
      // Completed before: "Already paid" (Click-API – Error), and the order is told again
      // (idempotent), which heals a crash between the transaction's mark and the payment.
      await paid(transaction);
      return answer(callback, CLICK_ERROR.alreadyPaid);
    }
    if (transaction.state !== 1) return settled(callback, transaction);
    // The mark first: a failing Complete at the same moment races for the same conditional move
    // (1 -> -1), so exactly one wins and an order is never paid by a payment Click calls canceled.
    // Then "paid", under the order's lock; money the order can no longer take is claimed back by the
    // refund flow, through this provider's reversal.
    const moved = await transactions.transition("click", transaction.transactionId, 1, 2);
    if (!moved) {
      const now = (await transactions.find("click", transaction.transactionId)) ?? transaction;
      if (now.state === 2) await paid(now);
      return settled(callback, now);
    }
    const applied = await paid(moved);
    log.info({ paymentId: transaction.paymentId, reason: applied.reason }, "click: completed");
    return answer(callback, CLICK_ERROR.success, { merchant_confirm_id: Number(moved.transactionId) });
  }

  return { prepare, complete };
}

/** The call as kept for the console: the sign is not needed there. */
function withoutSign(callback: ClickCallback): Omit<ClickCallback, "sign_string"> {
  return Object.fromEntries(Object.entries(callback).filter(([key]) => key !== "sign_string")) as Omit<
    ClickCallback,
    "sign_string"
  >;
}
