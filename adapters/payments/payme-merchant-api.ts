import type { PaymentFlow } from "../../core/orders/payment-flow";
import type { PaymentAttempt } from "../../core/orders/orders";
import type { RefundClaim } from "../../core/orders/refunds";
import { money } from "../../core/money";
import type { PaymentStatus } from "../../core/payments/payments-port";
import type { ProviderTransaction, ProviderTransactionStore } from "../../core/payments/provider-transactions";
import type { ProviderAnswerKind } from "../../core/records/provider-answers";
import type { UzReceiptLine } from "./uz-fiscal-receipt";
import {
  accountOrderId,
  fiscalReceiptOf,
  hasPaymeKey,
  PARAMS,
  PAYME_REASON,
  PAYME_TIMEOUT_MS,
  rpcError,
  rpcRequest,
  receiptDetail,
  rpcResult,
  type RpcAnswer,
  type RpcId,
} from "./payme-protocol";

export interface PaymeMerchantApiDeps {
  /** The Merchant API key from Payme's cabinet (PAYME_KEY). */
  key: string;
  /** The adapter's name stored on attempts and events ("payme"). */
  provider: string;
  paymentFlow: Pick<PaymentFlow, "attemptForProvider" | "applyUpdate"> & {
    keepAnswer?(paymentId: string, provider: string, kind: ProviderAnswerKind, answer: unknown): Promise<void>;
  };
  transactions: ProviderTransactionStore;
  /**
   * The order's fiscal receipt lines (uz-fiscal-receipt.ts), undefined when its product has no Uzbek
   * codes; without it CheckPerformTransaction carries no `detail`.
   */
  receiptLines?(orderId: string): Promise<UzReceiptLine[] | undefined>;
  /** The order's refund claims: a performed transaction is canceled only for one the shop made. */
  refundsOf(orderId: string): Promise<RefundClaim[]>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  now?: () => number;
}

const ms = (date: Date | null) => (date ? date.getTime() : 0);

/**
 * The shop's side of Payme's Merchant API (decision 023): Payme asks whether an order may be paid,
 * creates its transaction, performs it (the money is ours) and cancels it (before: nothing was taken;
 * after: the money goes back). Every answer is HTTP 200 with a JSON-RPC result or error.
 *
 * The rules that keep money right:
 * - an attempt is payable only while it is the order's newest, still pending, for exactly its amount;
 * - one live transaction per attempt (the store's unique index), and a repeated call with the same
 *   transaction id answers from what is stored;
 * - PerformTransaction moves the transaction to state 2 first (the same conditional move a cancel races
 *   for: one of them wins), then pays the order; a crash between is healed by Payme's retry, which
 *   finds state 2 and tells the order again (idempotent);
 * - a performed transaction is canceled only when the shop claimed a refund of that payment (the
 *   refund flow asked Payme to cancel its receipt); otherwise -31007, the goods are the buyer's.
 */
export function createPaymeMerchantApi(deps: PaymeMerchantApiDeps) {
  const { transactions, paymentFlow, log, provider } = deps;
  const now = deps.now ?? (() => Date.now());

  const transactionAnswer = (transaction: ProviderTransaction) => ({
    transaction: transaction.paymentId,
    state: transaction.state,
  });

  const timedOut = (transaction: ProviderTransaction) =>
    transaction.providerTime !== null && now() - transaction.providerTime > PAYME_TIMEOUT_MS;

  /** What our attempt says about being paid by Payme: an error name, or the attempt. */
  async function payableAttempt(
    account: Record<string, unknown>,
    tiyin: number,
  ): Promise<{ error: "orderNotFound" | "amount" | "orderNotPayable" } | { attempt: PaymentAttempt }> {
    const paymentId = accountOrderId(account);
    const found = paymentId ? await paymentFlow.attemptForProvider(paymentId) : undefined;
    if (!found || found.attempt.provider !== provider) return { error: "orderNotFound" };
    if (found.attempt.currency !== "UZS" || found.attempt.amount * 100 !== tiyin) return { error: "amount" };
    if (!found.payable) return { error: "orderNotPayable" };
    return { attempt: found.attempt };
  }

  async function apply(transaction: ProviderTransaction, status: PaymentStatus, providerStatus: string, raw: unknown) {
    return paymentFlow.applyUpdate(
      {
        paymentId: transaction.paymentId,
        status,
        amount: money(transaction.amount, transaction.currency),
        providerTransactionId: transaction.transactionId,
        providerStatus,
        raw,
      },
      "notification",
      provider,
    );
  }

  /** A transaction left in state 1 past Payme's 12 hours is canceled with reason 4, as Payme does. */
  async function expire(transaction: ProviderTransaction, raw: unknown) {
    const moved = await transactions.transition("payme", transaction.transactionId, 1, -1, PAYME_REASON.timeout);
    if (moved) await apply(moved, "expired", "CancelTransaction/4", raw);
  }

  async function checkPerform(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.CheckPerformTransaction.safeParse(params);
    if (!parsed.success) return rpcError(id, "invalid");
    const found = await payableAttempt(parsed.data.account, parsed.data.amount);
    if ("error" in found) return rpcError(id, found.error);
    // The order waits for another transaction: CreateTransaction would refuse a new one, so the check
    // does too. One left past Payme's 12 hours no longer counts: CreateTransaction cancels it first.
    const live = await transactions.ofPayment("payme", found.attempt.id);
    if (live.some((transaction) => transaction.state === 1 && !timedOut(transaction))) return rpcError(id, "orderBusy");
    const detail = await fiscalDetail(found.attempt, parsed.data.amount);
    return rpcResult(id, detail ? { allow: true, detail } : { allow: true });
  }

  /** The receipt's items when the product has Uzbek codes; they add up to the amount Payme takes. */
  async function fiscalDetail(attempt: PaymentAttempt, tiyin: number) {
    const lines = await deps.receiptLines?.(attempt.orderId);
    if (!lines) return undefined;
    const detail = receiptDetail(lines);
    const sum = detail.items.reduce((total, item) => total + item.price * item.count, 0);
    // The lines are the order's total and the attempt is that total: a difference is a bug, and a
    // receipt that does not add up is refused by the fiscal operator, so none is sent.
    if (sum !== tiyin) {
      log.warn({ paymentId: attempt.id, sum, tiyin }, "payme: fiscal detail does not add up, left out");
      return undefined;
    }
    return detail;
  }

  /**
   * SetFiscalData: Payme reports a receipt the fiscal data operator registered (the payment's or the
   * cancellation's). It is kept on the transaction (the receipt's id at Payme is the transaction's)
   * and, the first time, on the order's timeline; a repeat answers the same.
   */
  async function setFiscalData(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.SetFiscalData.safeParse(params);
    if (!parsed.success) return rpcError(id, "invalid");
    const { kind, receipt } = fiscalReceiptOf(parsed.data);
    const kept = await transactions.keepFiscalReceipt("payme", parsed.data.id, kind, receipt);
    if (!kept) return rpcError(id, "notFound");
    if (kept.changed) {
      const { paymentId, transactionId } = kept.transaction;
      log.info({ paymentId, transactionId, kind, statusCode: receipt.statusCode }, "payme: fiscal receipt kept");
      await paymentFlow.keepAnswer?.(paymentId, provider, "fiscalReceipt", params);
    }
    return rpcResult(id, { success: true });
  }

  async function create(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.CreateTransaction.safeParse(params);
    if (!parsed.success) return rpcError(id, "invalid");
    const { id: transactionId, time, amount, account } = parsed.data;
    const known = await transactions.find("payme", transactionId);
    if (known) return repeatedCreate(id, known, params);
    const found = await payableAttempt(account, amount);
    if ("error" in found) return rpcError(id, found.error);
    if (now() - time > PAYME_TIMEOUT_MS) return rpcError(id, "cannotPerform");
    const candidate = {
      provider: "payme" as const,
      transactionId,
      paymentId: found.attempt.id,
      amount: found.attempt.amount,
      currency: found.attempt.currency,
      providerTime: time,
    };
    let created = await transactions.create(candidate);
    // Another transaction of the attempt is live: it blocks this one unless Payme's 12 hours are over.
    if (!created.created && created.conflict && created.transaction.state === 1 && timedOut(created.transaction)) {
      await expire(created.transaction, params);
      created = await transactions.create(candidate);
    }
    if (!created.created) {
      if (created.conflict) return rpcError(id, "orderBusy");
      return repeatedCreate(id, created.transaction, params);
    }
    log.info({ paymentId: found.attempt.id, transactionId }, "payme: transaction created");
    return rpcResult(id, { create_time: ms(created.transaction.createdAt), ...transactionAnswer(created.transaction) });
  }

  /** CreateTransaction again with an id we know: the same answer while it is still open. */
  async function repeatedCreate(id: RpcId, known: ProviderTransaction, raw: unknown): Promise<RpcAnswer> {
    if (known.state !== 1) return rpcError(id, "cannotPerform");
    if (timedOut(known)) {
      await expire(known, raw);
      return rpcError(id, "cannotPerform");
    }
    return rpcResult(id, { create_time: ms(known.createdAt), ...transactionAnswer(known) });
  }

  async function perform(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.PerformTransaction.safeParse(params);
    if (!parsed.success) return rpcError(id, "invalid");
    for (let tries = 0; tries < 3; tries += 1) {
      const known = await transactions.find("payme", parsed.data.id);
      if (!known) return rpcError(id, "notFound");
      if (known.state === 2) {
        // Performed: the order is told again (idempotent: an attempt paid or refunded ignores it),
        // which heals a crash between moving the transaction and paying the order.
        await apply(known, "paid", "PerformTransaction", params);
        return performedAnswer(id, known);
      }
      if (known.state !== 1) return rpcError(id, "cannotPerform");
      if (timedOut(known)) {
        await expire(known, params);
        return rpcError(id, "cannotPerform");
      }
      const found = await paymentFlow.attemptForProvider(known.paymentId);
      // An attempt the order no longer waits for is refused here, before the money is taken; one that
      // this transaction already paid goes on to state 2.
      const paidByThis =
        found?.attempt.status === "paid" && found.attempt.providerTransactionId === known.transactionId;
      if (!found || (!found.payable && !paidByThis)) return rpcError(id, "cannotPerform");
      // The transaction moves first: a CancelTransaction at the same moment races for the same
      // conditional move (1 -> -1), so exactly one of them wins, and an order is never paid by a
      // transaction that Payme then counts as canceled. The order is told next, and again on retry.
      const moved = await transactions.transition("payme", known.transactionId, 1, 2);
      if (!moved) continue;
      const outcome = await apply(moved, "paid", "PerformTransaction", params);
      log.info({ paymentId: known.paymentId, transactionId: known.transactionId, ...outcome }, "payme: performed");
      return performedAnswer(id, moved);
    }
    return rpcError(id, "system");
  }

  const performedAnswer = (id: RpcId, transaction: ProviderTransaction) =>
    rpcResult(id, { perform_time: ms(transaction.performedAt), ...transactionAnswer(transaction) });

  const canceledAnswer = (id: RpcId, transaction: ProviderTransaction) =>
    rpcResult(id, { cancel_time: ms(transaction.canceledAt), ...transactionAnswer(transaction) });

  /** The shop asked for this payment's money back: a refund claim of the attempt, by payment. */
  async function shopAskedRefund(paymentId: string, orderId: string) {
    const claims = await deps.refundsOf(orderId);
    return claims.some((claim) => claim.paymentId === paymentId && claim.method === "payment");
  }

  async function cancel(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.CancelTransaction.safeParse(params);
    if (!parsed.success) return rpcError(id, "invalid");
    const reason = parsed.data.reason;
    for (let tries = 0; tries < 3; tries += 1) {
      const known = await transactions.find("payme", parsed.data.id);
      if (!known) return rpcError(id, "notFound");
      if (known.state < 0) return canceledAnswer(id, known);
      const found = await paymentFlow.attemptForProvider(known.paymentId);
      if (!found) return rpcError(id, "notFound");
      if (known.state === 1) {
        // PerformTransaction paid the order but crashed before state 2: the money is the shop's, so
        // this is a cancel after performing.
        if (found.attempt.status === "paid" && found.attempt.providerTransactionId === known.transactionId) {
          await transactions.transition("payme", known.transactionId, 1, 2);
          continue;
        }
        const moved = await transactions.transition("payme", known.transactionId, 1, -1, reason);
        if (!moved) continue;
        await apply(
          moved,
          reason === PAYME_REASON.timeout ? "expired" : "canceled",
          `CancelTransaction/${reason}`,
          params,
        );
        log.info({ paymentId: known.paymentId, transactionId: known.transactionId, reason }, "payme: canceled");
        return canceledAnswer(id, moved);
      }
      // State 2: the money went back only if the shop asked for it; otherwise the goods are the buyer's.
      if (!(await shopAskedRefund(known.paymentId, found.attempt.orderId))) {
        log.warn({ paymentId: known.paymentId, transactionId: known.transactionId, reason }, "payme: cancel refused");
        return rpcError(id, "cannotCancel");
      }
      // The attempt first, so a crash before the transition is healed by Payme's retry.
      await apply(known, "refunded", `CancelTransaction/${reason}`, params);
      const moved = await transactions.transition("payme", known.transactionId, 2, -2, reason);
      if (!moved) continue;
      log.info({ paymentId: known.paymentId, transactionId: known.transactionId, reason }, "payme: refunded");
      return canceledAnswer(id, moved);
    }
    return rpcError(id, "system");
  }

  async function check(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.CheckTransaction.safeParse(params);
    if (!parsed.success) return rpcError(id, "invalid");
    const known = await transactions.find("payme", parsed.data.id);
    if (!known) return rpcError(id, "notFound");
    return rpcResult(id, {
      create_time: ms(known.createdAt),
      perform_time: ms(known.performedAt),
      cancel_time: ms(known.canceledAt),
      ...transactionAnswer(known),
      reason: known.reason,
    });
  }

  async function statement(id: RpcId, params: unknown): Promise<RpcAnswer> {
    const parsed = PARAMS.GetStatement.safeParse(params);
    if (!parsed.success || parsed.data.to < parsed.data.from) return rpcError(id, "invalid");
    const rows = await transactions.createdBetween("payme", new Date(parsed.data.from), new Date(parsed.data.to));
    return rpcResult(id, {
      transactions: rows.map((row) => ({
        id: row.transactionId,
        time: row.providerTime ?? ms(row.createdAt),
        amount: row.amount * 100,
        account: { order_id: row.paymentId },
        create_time: ms(row.createdAt),
        perform_time: ms(row.performedAt),
        cancel_time: ms(row.canceledAt),
        transaction: row.paymentId,
        state: row.state,
        reason: row.reason,
      })),
    });
  }

  return {
    /** One Merchant API call: the Authorization header and the parsed JSON body. */
    async handle(authorization: string | undefined, body: unknown): Promise<RpcAnswer> {
      const request = rpcRequest.safeParse(body);
      const id: RpcId =
        typeof body === "object" &&
        body !== null &&
        "id" in body &&
        (typeof body.id === "number" || typeof body.id === "string")
          ? body.id
          : null;
      if (!hasPaymeKey(authorization, deps.key)) {
        log.warn({ method: request.success ? request.data.method : undefined }, "payme: call refused (authorization)");
        return rpcError(id, "auth");
      }
      if (!request.success) return rpcError(id, "invalid");
      const { method, params } = request.data;
      switch (method) {
        case "CheckPerformTransaction":
          return checkPerform(id, params);
        case "CreateTransaction":
          return create(id, params);
        case "PerformTransaction":
          return perform(id, params);
        case "CancelTransaction":
          return cancel(id, params);
        case "CheckTransaction":
          return check(id, params);
        case "GetStatement":
          return statement(id, params);
        case "SetFiscalData":
          return setFiscalData(id, params);
        case "ChangePassword":
          // The key lives in the environment (PAYME_KEY), changed by the operator with a restart: a
          // key Payme chose alone would be refused by the next server. Payme keeps the old key.
          return rpcError(id, "auth");
        default:
          return rpcError(id, "method", method);
      }
    },
  };
}
