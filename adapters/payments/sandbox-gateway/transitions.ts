import type { TransactionStatus } from "../midtrans-protocol";
import { notificationBody } from "./bodies";
import type { GatewayLog, Notifier } from "./notifications";
import type { SandboxTransaction } from "./store";

/** setTimeout's ceiling (about 24.8 days); a longer expiry is caught when the transaction is read. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface Transitions {
  /** Moves a transaction to a Midtrans status, logs it and queues its notification. */
  change(
    transaction: SandboxTransaction,
    status: TransactionStatus,
    fraudStatus?: "accept" | "challenge" | "deny",
  ): void;
  /** Expires the transaction if its time is up; true if it is (now) expired. */
  expireIfDue(transaction: SandboxTransaction): boolean;
  scheduleExpiry(transaction: SandboxTransaction): void;
  close(): void;
}

/**
 * The gateway's one place where a transaction changes state, so that every change is logged and
 * notified the same way, whether a buyer pressed a button, a card was charged or time ran out.
 */
export function createTransitions(options: {
  serverKey: string;
  notifier: Notifier;
  log: GatewayLog;
  reorder: boolean;
}): Transitions {
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function change(
    transaction: SandboxTransaction,
    status: TransactionStatus,
    fraudStatus?: "accept" | "challenge" | "deny",
  ): void {
    const previous = transaction.status;
    const now = new Date();
    transaction.status = status;
    transaction.fraudStatus = fraudStatus;
    transaction.transactionTime ??= now;
    if (status === "settlement") transaction.settlementTime = now;
    options.log.info(
      {
        order_id: transaction.orderId,
        transaction_id: transaction.transactionId,
        from: previous,
        to: status,
        ...(fraudStatus ? { fraud_status: fraudStatus } : {}),
      },
      "sandbox gateway: transaction status changed",
    );
    const body = notificationBody(transaction, options.serverKey);
    options.notifier.send(body);
    if (status === "pending") {
      transaction.pendingNotification = body;
    } else if (options.reorder && previous === "pending" && transaction.pendingNotification) {
      // The stale "pending" arrives after the final status: the shop must not step back.
      options.notifier.send(transaction.pendingNotification);
    }
  }

  function expireIfDue(transaction: SandboxTransaction): boolean {
    if (transaction.status === "expire") return true;
    if (transaction.status !== "created" && transaction.status !== "pending") return false;
    if (Date.now() < transaction.expiresAt.getTime()) return false;
    if (transaction.status === "created") {
      // Never opened: there is no Midtrans transaction to notify about, only a dead page.
      transaction.status = "expire";
      options.log.info(
        { order_id: transaction.orderId, from: "created", to: "expire" },
        "sandbox gateway: transaction status changed",
      );
    } else {
      change(transaction, "expire");
    }
    return true;
  }

  function scheduleExpiry(transaction: SandboxTransaction): void {
    const delay = transaction.expiresAt.getTime() - Date.now();
    if (delay > MAX_TIMER_MS) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        expireIfDue(transaction);
      },
      Math.max(0, delay),
    );
    // An expiry far ahead must not keep a test run or a shutting-down process alive.
    timer.unref();
    timers.add(timer);
  }

  return {
    change,
    expireIfDue,
    scheduleExpiry,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
