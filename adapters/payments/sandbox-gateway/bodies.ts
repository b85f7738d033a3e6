import { money } from "../../../core/money";
import { formatGrossAmount, signatureKey, STATUS_CODE_OF, type TransactionStatus } from "../midtrans-protocol";
import type { MidtransBody, SandboxTransaction } from "./store";

/** What the sandbox calls itself where Midtrans puts the merchant's id ("G141532850"). */
export const SANDBOX_MERCHANT_ID = "G000SANDBOX";

export const ACCESS_DENIED = "Access denied due to unauthorized transaction, please check client or server key";
export const NOT_FOUND_MESSAGE = "Transaction doesn't exist.";

/** Midtrans writes times as "YYYY-MM-DD HH:MM:SS" in Western Indonesian Time (UTC+7). */
export function midtransTime(date: Date): string {
  return new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 19).replace("T", " ");
}

/** A transaction's status is only a Midtrans status once it left "created". */
function midtransStatus(transaction: SandboxTransaction): TransactionStatus {
  return transaction.status === "created" ? "pending" : transaction.status;
}

/**
 * The fields Midtrans's notifications and status answers share (docs "HTTP(S) Notification /
 * Webhooks", one sample per payment method), with the signature_key the shop verifies.
 */
function transactionFields(transaction: SandboxTransaction, serverKey: string): MidtransBody {
  const status = midtransStatus(transaction);
  const statusCode = STATUS_CODE_OF[status];
  const grossAmount = formatGrossAmount(transaction.amount);
  const body: MidtransBody = {
    transaction_time: midtransTime(transaction.transactionTime ?? transaction.createdAt),
    transaction_status: status,
    transaction_id: transaction.transactionId,
    status_code: statusCode,
    signature_key: signatureKey(transaction.orderId, statusCode, grossAmount, serverKey),
    payment_type: transaction.paymentType,
    order_id: transaction.orderId,
    merchant_id: SANDBOX_MERCHANT_ID,
    gross_amount: grossAmount,
    currency: transaction.amount.currency,
  };
  if (transaction.fraudStatus) body.fraud_status = transaction.fraudStatus;
  if (transaction.settlementTime) body.settlement_time = midtransTime(transaction.settlementTime);
  if (transaction.maskedCard) {
    body.masked_card = transaction.maskedCard;
    body.card_type = "credit";
  }
  if (transaction.paymentType === "bank_transfer" && transaction.vaNumber) {
    body.va_numbers = [{ bank: transaction.channel.replace(/_va$/, ""), va_number: transaction.vaNumber }];
  }
  if (transaction.billerCode && transaction.billKey) {
    body.biller_code = transaction.billerCode;
    body.bill_key = transaction.billKey;
  }
  if (transaction.refundedAmount > 0) {
    body.refund_amount = formatGrossAmount(money(transaction.refundedAmount, transaction.amount.currency));
  }
  return body;
}

export function notificationBody(transaction: SandboxTransaction, serverKey: string): MidtransBody {
  return { ...transactionFields(transaction, serverKey), status_message: "midtrans payment notification" };
}

export function statusBody(transaction: SandboxTransaction, serverKey: string): MidtransBody {
  return { ...transactionFields(transaction, serverKey), status_message: "Success, transaction is found" };
}

/** The answer to a card charge: the status body with the charge's own status_message. */
export function chargeBody(transaction: SandboxTransaction, serverKey: string, statusMessage: string): MidtransBody {
  return { ...transactionFields(transaction, serverKey), status_message: statusMessage };
}
