import { timingSafeEqual } from "node:crypto";
import type { FastifyReply } from "fastify";
import type { z } from "zod";
import { basicAuthorization, STATUS_CODE_OF } from "../midtrans-protocol";
import type { TokenVault } from "./cards";
import type { GatewayLog } from "./notifications";
import type { SandboxTransaction, TransactionStore } from "./store";
import type { Transitions } from "./transitions";

/** What the gateway's routes share. */
export interface GatewayContext {
  serverKey: string;
  clientKey: string;
  store: TransactionStore;
  vault: TokenVault;
  transitions: Transitions;
  log: GatewayLog;
  /** The gateway's public base URL, known once it listens (redirect_url and 3-D Secure links). */
  baseUrl(): string;
}

/** Midtrans's Basic authentication, compared in constant time. */
export function hasServerKey(header: string | undefined, serverKey: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(basicAuthorization(serverKey));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Midtrans's validation wording: "transaction_details.gross_amount Invalid input...". */
export function validationMessages(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join(".") || "body"} ${issue.message}`.trim());
}

/**
 * Where the buyer goes back to the shop: callbacks.finish with order_id, status_code and
 * transaction_status appended, as Snap's redirect does (Snap docs, "Configuring Redirect URL").
 */
export function finishHref(transaction: SandboxTransaction): string | undefined {
  if (!transaction.finishUrl) return undefined;
  const status = transaction.status === "created" ? "pending" : transaction.status;
  const url = new URL(transaction.finishUrl);
  url.searchParams.set("order_id", transaction.orderId);
  url.searchParams.set("status_code", STATUS_CODE_OF[status]);
  url.searchParams.set("transaction_status", status);
  return url.toString();
}

export function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .code(statusCode)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(html);
}

/** Takes the first value of a query parameter, which Fastify gives as a string or an array. */
export function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === "string" ? value[0] : undefined;
  return typeof value === "string" ? value : undefined;
}
