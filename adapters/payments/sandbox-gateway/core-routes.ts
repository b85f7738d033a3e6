import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { money } from "../../../core/money";
import { formatGrossAmount, parseGrossAmount } from "../midtrans-protocol";
import { ACCESS_DENIED, midtransTime, NOT_FOUND_MESSAGE, statusBody } from "./bodies";
import { hasServerKey, validationMessages, type GatewayContext } from "./context";
import type { MidtransBody, SandboxTransaction } from "./store";

const refundRequest = z.object({
  // Midtrans: letters, digits, "-" and "_".
  refund_key: z
    .string()
    .regex(/^[A-Za-z0-9\-_]+$/)
    .max(100)
    .optional(),
  amount: z.union([z.number(), z.string()]).optional(),
  reason: z.string().max(255).optional(),
});

/**
 * Statuses a refund may start from (a partial refund may be followed by another). Midtrans refunds
 * settled payments only: a card payment still in "capture" (settled at the end of the day) is
 * voided with Cancel instead, as is a payment still pending.
 */
const REFUNDABLE = new Set(["settlement", "partial_refund"]);
const CANCELABLE = new Set(["capture", "authorize", "pending"]);
const CANNOT_MODIFY = { status_code: "412", status_message: "Merchant cannot modify the status of the transaction" };

/** Core API for the merchant's server: status, refund and cancel, behind the server key. */
export function registerCoreRoutes(app: FastifyInstance, context: GatewayContext): void {
  /** A transaction Midtrans knows: a Snap page nobody opened is not one yet. */
  function known(id: string): SandboxTransaction | undefined {
    const transaction = context.store.byOrderOrTransactionId(id);
    return transaction?.transactionTime ? transaction : undefined;
  }

  let refundChargebackId = 0;

  app.get<{ Params: { id: string } }>("/v2/:id/status", async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, context.serverKey)) {
      return reply.code(401).send({ status_code: "401", status_message: ACCESS_DENIED });
    }
    const transaction = known(request.params.id);
    if (!transaction) return reply.code(404).send({ status_code: "404", status_message: NOT_FOUND_MESSAGE });
    context.transitions.expireIfDue(transaction);
    return reply.send(statusBody(transaction, context.serverKey));
  });

  app.post<{ Params: { id: string } }>("/v2/:id/refund", async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, context.serverKey)) {
      return reply.code(401).send({ status_code: "401", status_message: ACCESS_DENIED });
    }
    const parsed = refundRequest.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({
        status_code: "400",
        status_message: "One or more parameters in the payload is invalid.",
        validation_messages: validationMessages(parsed.error),
      });
    }
    const transaction = known(request.params.id);
    if (!transaction) return reply.code(404).send({ status_code: "404", status_message: NOT_FOUND_MESSAGE });
    const refundKey = parsed.data.refund_key ?? randomUUID();
    // The same refund_key is the same refund: answer as the first time, refund nothing more.
    const earlier = transaction.refunds.get(refundKey);
    if (earlier) return reply.send(earlier.answer);
    if (!REFUNDABLE.has(transaction.status)) return reply.code(412).send(CANNOT_MODIFY);
    const remaining = transaction.amount.amount - transaction.refundedAmount;
    const requested =
      parsed.data.amount === undefined
        ? money(remaining, transaction.amount.currency)
        : parseGrossAmount(parsed.data.amount, transaction.amount.currency);
    if (!requested || requested.amount <= 0 || requested.amount > remaining) {
      return reply.code(400).send({
        status_code: "400",
        status_message: "One or more parameters in the payload is invalid.",
        validation_messages: ["amount must be more than 0 and at most the amount not refunded yet"],
      });
    }
    transaction.refundedAmount += requested.amount;
    const fullyRefunded = transaction.refundedAmount === transaction.amount.amount;
    context.transitions.change(transaction, fullyRefunded ? "refund" : "partial_refund", transaction.fraudStatus);
    refundChargebackId += 1;
    const answer: MidtransBody = {
      status_code: "200",
      status_message: "Success, refund request is approved",
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      payment_type: transaction.paymentType,
      transaction_time: midtransTime(transaction.transactionTime ?? transaction.createdAt),
      transaction_status: transaction.status,
      gross_amount: formatGrossAmount(transaction.amount),
      currency: transaction.amount.currency,
      refund_chargeback_id: refundChargebackId,
      refund_amount: formatGrossAmount(requested),
      refund_key: refundKey,
    };
    transaction.refunds.set(refundKey, { answer });
    return reply.send(answer);
  });

  // Cancel (void): a card payment not settled yet, or a payment still pending. No notification for
  // a transaction already final; the answer is the transaction as it now is.
  app.post<{ Params: { id: string } }>("/v2/:id/cancel", async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, context.serverKey)) {
      return reply.code(401).send({ status_code: "401", status_message: ACCESS_DENIED });
    }
    const transaction = known(request.params.id);
    if (!transaction) return reply.code(404).send({ status_code: "404", status_message: NOT_FOUND_MESSAGE });
    context.transitions.expireIfDue(transaction);
    if (!CANCELABLE.has(transaction.status)) return reply.code(412).send(CANNOT_MODIFY);
    context.transitions.change(transaction, "cancel", transaction.fraudStatus);
    return reply.send({
      ...statusBody(transaction, context.serverKey),
      status_message: "Success, transaction is canceled",
    });
  });
}
