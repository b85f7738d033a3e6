import { CURRENCIES, type Currency, type Money } from "../money";

/**
 * Every action the shop writes to the audit log. The console says each as a sentence in the operator's
 * language (i18n: `adminAudit.action.<action>`); an action not listed here is shown as it is stored.
 * core/admin/audit-words.test.ts fails when the code writes an action missing here.
 */
export const AUDIT_ACTIONS = [
  "order.refunded",
  "order.resolved",
  "order.receiptResent",
  "order.accountCorrected",
  "order.limitReleased",
  "order.deliveryRetried",
  "order.promiseCompensated",
  "review.hidden",
  "review.shown",
  "buyer.compensated",
  "buyer.lockoutsCleared",
  "catalog.gameChanged",
  "catalog.productAdded",
  "catalog.productChanged",
  "catalog.skusSynced",
  "catalog.skuMapped",
  "catalog.fiscalSet",
  "catalog.fiscalCleared",
  "prices.ruleSaved",
  "prices.ruleRemoved",
  "prices.rateSet",
  "prices.applied",
  "prices.saleSet",
  "prices.listSet",
  "suppliers.balanceRead",
  "suppliers.thresholdSet",
  "suppliers.offerSet",
  "suppliers.offerRemoved",
  "promo.created",
  "promo.updated",
  "promo.paused",
  "promo.resumed",
  "giveaway.winnerContacted",
  "giveaway.prizeDelivered",
  "settings.supportLimit",
  "settings.timeZone",
  "operator.bootstrapped",
  "operator.invited",
  "operator.inviteSent",
  "operator.inviteRevoked",
  "operator.inviteAccepted",
  "operator.totpEnrolled",
  "operator.signIn",
  "operator.signedOut",
  "operator.totpFailed",
  "operator.totpLocked",
  "operator.totpWhileLocked",
  "operator.totpReset",
  "operator.roleChanged",
  "operator.disabled",
  "operator.enabled",
  "operator.alerts",
  "export.csv",
  "reconciliation.midtrans",
  "art.uploaded",
  "art.removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * Fields of the entries' before and after the console names in words (i18n: `adminAudit.field.<name>`),
 * by the last part of their path ("after.method" is "method"); any other keeps its path.
 */
export const AUDIT_FIELDS = [
  "status",
  "method",
  "amount",
  "currency",
  "gold",
  "reason",
  "hidden",
  "role",
  "source",
  "active",
  "note",
  "channel",
  "recipient",
  "account",
  "email",
  "enabled",
  "price",
  "sale",
  "timeZone",
  "orderId",
  "reference",
  "claimId",
  "kind",
  "filters",
  "failedAttempts",
  "lockedUntil",
] as const;
export type AuditField = (typeof AUDIT_FIELDS)[number];

export const isAuditField = (field: string): field is AuditField => (AUDIT_FIELDS as readonly string[]).includes(field);

/** Fields holding an amount of money in minor units, in the `currency` beside them. */
const MONEY_FIELDS = new Set(["amount", "gold", "total", "price", "balance"]);
/** Fields holding rupiah whatever lies beside them ("balanceIdr", "thresholdIdr"). */
const IDR_FIELD = /Idr$/;

/** The currency a field's value is counted in, if it is money: `siblings` are the other fields of its object. */
export function moneyCurrency(name: string, siblings: Record<string, unknown> | undefined): Currency | undefined {
  if (IDR_FIELD.test(name)) return "IDR";
  const currency = siblings?.currency;
  return MONEY_FIELDS.has(name) && typeof currency === "string" && (CURRENCIES as readonly string[]).includes(currency)
    ? (currency as Currency)
    : undefined;
}

/** The money an entry moved or set, when its after holds an amount and its currency (a refund, gold, a limit). */
export function auditAmount(after: unknown): Money | null {
  if (typeof after !== "object" || after === null) return null;
  const { amount } = after as Record<string, unknown>;
  const currency = moneyCurrency("amount", after as Record<string, unknown>);
  return typeof amount === "number" && Number.isSafeInteger(amount) && currency ? { amount, currency } : null;
}

/** The settings an entry's subject can name, as the settings page labels them. */
export type AuditSetting = "refund" | "compensation" | "timeZone";

/** What an entry is about, read from its subject ("order:<id>"), with a name when one is known. */
export type AuditSubject =
  | { kind: "order"; id: string; number: string | null }
  | { kind: "user"; id: string; name: string | null }
  | { kind: "promo"; code: string }
  | { kind: "product"; sku: string }
  | { kind: "game"; slug: string }
  | { kind: "supplier"; name: string }
  | { kind: "setting"; setting: AuditSetting; currency: string | null }
  | { kind: "other"; text: string };

/**
 * Reads a subject. `names` are the known names by subject: an order's number, a buyer's name or e-mail
 * (the audit store's subjectNames).
 */
export function auditSubject(subject: string, names: ReadonlyMap<string, string>): AuditSubject {
  const colon = subject.indexOf(":");
  const kind = subject.slice(0, colon);
  const rest = subject.slice(colon + 1);
  if (colon > 0 && rest) {
    if (kind === "order") return { kind, id: rest, number: names.get(subject) ?? null };
    if (kind === "user") return { kind, id: rest, name: names.get(subject) ?? null };
    if (kind === "promo") return { kind, code: rest };
    if (kind === "product") return { kind, sku: rest };
    if (kind === "game") return { kind, slug: rest };
    if (kind === "supplier") return { kind, name: rest };
    if (kind === "setting") {
      if (rest === "shop.timeZone") return { kind, setting: "timeZone", currency: null };
      const limit = /^supportLimit\.(refund|compensation)\.([A-Z]{3})$/.exec(rest);
      if (limit) return { kind, setting: limit[1] as AuditSetting, currency: limit[2]! };
    }
  }
  return { kind: "other", text: subject };
}
