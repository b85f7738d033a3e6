import { failure, type Failure } from "../failure";
import type { OrderStatus } from "../orders/order-states";
import type { PromoCode } from "../promos/promo-codes";
import type { Currency } from "../money";
import type { Operator } from "./operators";
import { parsePromoInput, type PromoFields, type PromoInput, type PromoInputError } from "./promo-input";

/**
 * The console's promo codes (Promotions): list, create, edit, pause and resume, each change
 * audited with the state before and after, in the same transaction as the change (the store's job).
 * The code itself never changes: orders and redemptions name it, and an edit touches only the row
 * checkout reads for new orders (placed orders keep the discount they were charged).
 */
export const promoSubject = (code: string) => `promo:${code}`;

/** A code's terms as JSON (moments as ISO text): the audit entry's before/after and the API's rows. */
export function promoTerms(promo: PromoFields & { active?: boolean }) {
  return {
    kind: promo.kind,
    percentBps: promo.percentBps,
    amount: promo.amount,
    currency: promo.currency,
    minimumTotal: promo.minimumTotal,
    startsAt: promo.startsAt?.toISOString() ?? null,
    endsAt: promo.endsAt?.toISOString() ?? null,
    perUserLimit: promo.perUserLimit,
    globalLimit: promo.globalLimit,
    gameSlug: promo.gameSlug,
    productSku: promo.productSku,
    ...(promo.active === undefined ? {} : { active: promo.active }),
  };
}

export interface PromoCodeRow extends PromoCode {
  createdAt: Date;
}

/** A paid order that used a code, for its redemptions list. */
export interface PromoRedemption {
  orderId: string;
  number: string;
  paidAt: Date;
  status: OrderStatus;
  discount: number;
  currency: Currency;
  /** Who bought, masked (maskBuyer): the list is for counting and finding, not for contacting. */
  buyer: string;
}

export interface AuditContext {
  operatorId: string;
  requestId: string | null;
}

/** A refusal's code is the message key the console shows. */
export type PromoChange = { ok: true; changed: boolean; code: string } | Failure<PromoAdminError>;

export type PromoAdminError =
  | PromoInputError
  | "adminPromo.codeTaken"
  | "adminPromo.notFound"
  | "adminPromo.unknownGame"
  | "adminPromo.unknownProduct"
  | "adminPromo.limitBelowRedemptions";

export interface PromoAdminStore {
  list(): Promise<PromoCodeRow[]>;
  find(code: string): Promise<PromoCodeRow | undefined>;
  /** Whether the game exists and, when given, the product is one of its products. */
  scope(gameSlug: string, productSku: string | null): Promise<"ok" | "unknownGame" | "unknownProduct">;
  /** Inserts the code unless one equal to it ignoring case exists; the audit entry in the same transaction. */
  create(fields: PromoFields, audit: AuditContext): Promise<"created" | "taken">;
  /**
   * Under the code's row lock: refuses a global limit below the redemptions made, writes the fields
   * and the audit entry (before/after) when something differs; `changed` false when nothing did.
   */
  update(
    fields: PromoFields,
    audit: AuditContext,
  ): Promise<{ ok: true; changed: boolean } | Failure<"notFound" | "belowRedemptions">>;
  /** Under the row lock: sets `active`, audited, unless it already is (then `changed` false). */
  setActive(
    code: string,
    active: boolean,
    audit: AuditContext,
  ): Promise<{ ok: true; changed: boolean } | Failure<"notFound">>;
  redemptions(code: string, limit: number): Promise<PromoRedemption[]>;
}

export function createPromoAdmin(deps: { store: PromoAdminStore }) {
  const { store } = deps;
  const auditOf = (operator: Operator, requestId: string | null | undefined): AuditContext => ({
    operatorId: operator.userId,
    requestId: requestId ?? null,
  });

  async function checked(input: PromoInput): Promise<{ ok: true; fields: PromoFields } | Failure<PromoAdminError>> {
    const parsed = parsePromoInput(input);
    if (!parsed.ok) return parsed;
    if (parsed.fields.gameSlug) {
      const scope = await store.scope(parsed.fields.gameSlug, parsed.fields.productSku);
      if (scope === "unknownGame") return failure("adminPromo.unknownGame");
      if (scope === "unknownProduct") return failure("adminPromo.unknownProduct");
    }
    return parsed;
  }

  return {
    list: () => store.list(),
    find: (code: string) => store.find(code),
    redemptions: (code: string) => store.redemptions(code, 200),

    async create(operator: Operator, input: PromoInput, requestId?: string | null): Promise<PromoChange> {
      const valid = await checked(input);
      if (!valid.ok) return valid;
      const outcome = await store.create(valid.fields, auditOf(operator, requestId));
      return outcome === "taken"
        ? failure("adminPromo.codeTaken")
        : { ok: true, changed: true, code: valid.fields.code };
    },

    /** `code` names the row; the body's own code must be the same (a code is never renamed). */
    async update(operator: Operator, code: string, input: PromoInput, requestId?: string | null): Promise<PromoChange> {
      const valid = await checked({ ...input, code });
      if (!valid.ok) return valid;
      const outcome = await store.update(valid.fields, auditOf(operator, requestId));
      if (!outcome.ok)
        return failure(outcome.error.code === "notFound" ? "adminPromo.notFound" : "adminPromo.limitBelowRedemptions");
      return { ok: true, changed: outcome.changed, code: valid.fields.code };
    },

    async setActive(
      operator: Operator,
      code: string,
      active: boolean,
      requestId?: string | null,
    ): Promise<PromoChange> {
      const outcome = await store.setActive(code, active, auditOf(operator, requestId));
      return outcome.ok ? { ok: true, changed: outcome.changed, code } : failure("adminPromo.notFound");
    },
  };
}

export type PromoAdmin = ReturnType<typeof createPromoAdmin>;

/**
 * A buyer as the redemptions list shows them: enough to tell two apart and to match a complaint
 * ("pu****@gmail.com", "+6281****89"), never enough to contact them from a glance at the screen.
 */
export function maskBuyer(contact: { email: string | null; phone: string | null; gameId: string }): string {
  if (contact.email) {
    const [local = "", domain = ""] = contact.email.split("@");
    return `${local.slice(0, 2)}****@${domain}`;
  }
  const value = contact.phone ?? contact.gameId;
  if (value.length <= 5) return `${value.slice(0, 1)}****`;
  return `${value.slice(0, value.startsWith("+") ? 5 : 2)}****${value.slice(-2)}`;
}

export type PromoState = "active" | "paused" | "scheduled" | "expired" | "exhausted";

/** What the list says of a code at `now`, in checkout's order of refusals (promoRejection). */
export function promoState(promo: PromoCode, now: Date): PromoState {
  if (!promo.active) return "paused";
  if (promo.startsAt && now < promo.startsAt) return "scheduled";
  if (promo.endsAt && now >= promo.endsAt) return "expired";
  if (promo.globalLimit !== null && promo.redemptions >= promo.globalLimit) return "exhausted";
  return "active";
}
