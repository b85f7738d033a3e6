import { failure } from "../failure";
import type { OrderSearchInput, OrderSearchRefusal } from "./order-search";

/** The console's order filters as a form or a query string carries them, every value text. */
export interface OrderFilterParams {
  number?: string;
  gameId?: string;
  nickname?: string;
  email?: string;
  phone?: string;
  status?: string;
  game?: string;
  /** A day, YYYY-MM-DD: orders created from its start (UTC). */
  from?: string;
  /** A day, YYYY-MM-DD: orders created up to its end (UTC), so one day in both finds that day. */
  to?: string;
  cursor?: string;
}

export const ORDER_FILTER_NAMES = [
  "number",
  "gameId",
  "nickname",
  "email",
  "phone",
  "status",
  "game",
  "from",
  "to",
  "cursor",
] as const satisfies readonly (keyof OrderFilterParams)[];

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD day's start; undefined for blank or a day that does not exist. */
function dayStart(value: string | undefined): Date | undefined | "invalid" {
  if (!value?.trim()) return undefined;
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value.trim());
  if (!match) return "invalid";
  const date = new Date(`${value.trim()}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.trim() ? "invalid" : date;
}

/**
 * The search's input from what the API's query string or the page's GET form sent; a date that is
 * not a day is refused as the search refuses its other fields.
 */
export function orderSearchInput(
  params: OrderFilterParams,
): { ok: true; input: OrderSearchInput } | OrderSearchRefusal {
  const invalid = (field: keyof OrderSearchInput) => failure("invalid", { field });
  const from = dayStart(params.from);
  if (from === "invalid") return invalid("from");
  const to = dayStart(params.to);
  if (to === "invalid") return invalid("to");
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    ok: true,
    input: {
      number: text(params.number),
      gameId: text(params.gameId),
      nickname: text(params.nickname),
      email: text(params.email),
      phone: text(params.phone),
      status: text(params.status),
      gameSlug: text(params.game),
      from,
      to: to && new Date(to.getTime() + DAY_MS),
      cursor: text(params.cursor),
    },
  };
}
