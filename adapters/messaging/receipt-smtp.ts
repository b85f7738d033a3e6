import nodemailer from "nodemailer";
import type { ReceiptMessage, ReceiptSender } from "../../core/orders/receipts";
import { marketOf, type MarketCode } from "../../core/locales";
import { ReceiptSendError } from "./receipt-send-error";

/** Connect, greeting and idle-socket limits: a relay that hangs must not stall the receipt job. */
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * `.invalid` is reserved (RFC 2606), so our Message-IDs can never collide with a real domain's.
 */
const MESSAGE_ID_DOMAIN = "kupi.invalid";

/**
 * The Message-ID for a receipt, the same on every retry, so that a receipt sent twice (the relay
 * took it but the answer was lost, and the job tried again) can be de-duplicated by mail systems.
 * `receipt:<order id>:email` becomes `<receipt.<order id>.email@kupi.invalid>`: everything but
 * letters, digits, "-" and "_" turns into a dot, which keeps the left part a valid dot-atom.
 */
export function receiptMessageId(key: string): string {
  const local = key.replace(/[^A-Za-z0-9_-]+/g, ".").replace(/^\.+|\.+$/g, "");
  if (!local) throw new ReceiptSendError("receipt key is empty");
  return `<${local}@${MESSAGE_ID_DOMAIN}>`;
}

/**
 * One bare address. A "to" such as "a@x.com, b@y.com" would otherwise be parsed by nodemailer
 * into two recipients, and someone else's receipt must never go to a second inbox.
 */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

/**
 * Receipts by e-mail: one pooled nodemailer SMTP transport, plain text. `url` is
 * smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465.
 */
export function createSmtpReceiptSender(options: {
  url: string;
  /** The From of every receipt, or of each market's (a Russian buyer's receipt comes from the Russian address). */
  from: string | Record<MarketCode, string>;
  /** Per-step limit in ms (connect, greeting, socket inactivity); the whole send gets three of them. */
  timeoutMs?: number;
}): ReceiptSender & { close(): void } {
  // nodemailer also reads "direct:" URLs (delivery straight to the recipient's MX), which is not
  // what an operator who configured a relay meant.
  if (!/^smtps?:\/\//i.test(options.url)) throw new Error("SMTP URL must start with smtp:// or smtps://");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    // A handful of receipts per job run: one or two connections are enough, and kinder to relays
    // that limit parallel sessions.
    maxConnections: 2,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });

  return {
    async send(message: ReceiptMessage) {
      if (message.channel !== "email") {
        throw new ReceiptSendError(`the SMTP sender cannot deliver a "${message.channel}" receipt`);
      }
      if (!SINGLE_ADDRESS.test(message.recipient)) {
        throw new ReceiptSendError("receipt recipient is not a single e-mail address");
      }
      const info = await transport
        .sendMail({
          from: typeof options.from === "string" ? options.from : options.from[marketOf(message.locale)],
          to: message.recipient,
          subject: message.subject,
          text: message.text,
          messageId: receiptMessageId(message.key),
          headers: { "Content-Language": message.locale },
          // The socket limits reset on every byte; this bounds the whole send, time in the pool's
          // queue included. A send cut off here may still have been delivered: the retry carries
          // the same Message-ID.
          signal: AbortSignal.timeout(3 * timeoutMs),
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          throw new ReceiptSendError(`SMTP send failed: ${reason}`, { cause: error });
        });
      // With a single recipient a refusal already rejects; this keeps that true should nodemailer
      // ever report it as a partial success instead.
      if (info.rejected.length > 0 || info.accepted.length === 0) {
        throw new ReceiptSendError("SMTP server did not accept the recipient");
      }
    },
    close() {
      transport.close();
    },
  };
}
