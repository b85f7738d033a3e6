import { dayRangeIn } from "./console-time";
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
  /** A day, YYYY-MM-DD: orders created from its start on the console's clock (the shop's time zone). */
  from?: string;
  /** A day, YYYY-MM-DD: orders created up to its end on the console's clock, so one day in both finds that day. */
  to?: string;
  /** core/admin/order-search.ts ORDER_SORTS; none is newest first. */
  sort?: string;
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
  "sort",
  "cursor",
] as const satisfies readonly (keyof OrderFilterParams)[];

/**
 * The search's input from what the API's query string or the page's GET form sent; a date that is
 * not a day is refused as the search refuses its other fields. Days are `timeZone`'s, the shop's
 * (decision 052): a day is its 00:00 to 24:00 there, as the dashboard counts it.
 */
export function orderSearchInput(
  params: OrderFilterParams,
  timeZone: string,
): { ok: true; input: OrderSearchInput } | OrderSearchRefusal {
  const days = dayRangeIn({ from: params.from, to: params.to }, timeZone);
  if (!days.ok) return days;
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
      from: days.from,
      to: days.to,
      sort: text(params.sort),
      cursor: text(params.cursor),
    },
  };
}
