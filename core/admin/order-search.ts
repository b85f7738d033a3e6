import { normalizeFieldValue } from "../catalog/account-validation";
import type { Charset, TextField } from "../catalog/types";
import { normalizeOrderNumber } from "../orders/order-lookup";
import { ORDER_STATUSES, type OrderStatus } from "../orders/order-states";
import { normalizePhone } from "../contact/phone";
import { failure, type Failure } from "../failure";
import type { MarketCode } from "../locales";
import { add, CURRENCIES, type Currency, type Money } from "../money";

/**
 * The operator console's order search: by order number, game ID (whole or a part), the player's
 * nickname (a part), e-mail (the receipt's, or any the buyer signs in with), phone, status, game and
 * date, newest first, a page at a time. Operators see what buyers typed, unmasked.
 */
export interface OrderSearchInput {
  number?: string;
  gameId?: string;
  nickname?: string;
  email?: string;
  phone?: string;
  status?: string;
  gameSlug?: string;
  /** Created at or after. */
  from?: Date;
  /** Created before. */
  to?: Date;
  /** The order of the rows (default newest first). */
  sort?: string;
  /** The `next` of the previous page (of the same sort). */
  cursor?: string;
  /** Rows per page, 1 to ORDER_SEARCH_MAX_PAGE (default 20). */
  size?: number;
}

export const ORDER_SEARCH_MAX_PAGE = 50;
/**
 * How the console lists the orders found: by time, or by total. By total the rows of one currency come
 * together (IDR, RUB, USD, UZS: the alphabet's order), since minor units of two currencies do not compare.
 */
export const ORDER_SORTS = ["newest", "oldest", "largest", "smallest"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
/** The status filter's value for orders refunded (their status is "canceled"). */
export const REFUNDED_FILTER = "refunded";
/** The shortest part of an ID or a nickname searched for: shorter ones would match most orders. */
export const ORDER_SEARCH_MIN_PART = 3;
const DEFAULT_PAGE = 20;

/**
 * The search as the store runs it: every text already in the form checkout stored it in. `gameIds`
 * are alternatives, each a set of values one order's game account must all hold ("12345678 (1234)"
 * is a Mobile Legends user ID and zone, two values).
 */
export interface OrderSearchQuery {
  number?: string;
  gameIds?: string[][];
  /** The typed ID as a part of the account as listed ("12345678 (1234)"), when long enough to be one. */
  gameIdPart?: string;
  /** A part of the player's nickname, in any case. */
  nickname?: string;
  email?: string;
  phone?: string;
  status?: OrderStatus;
  /** Orders whose money went back (a refund claim that was not refused), whatever their status shows. */
  refunded?: boolean;
  gameSlug?: string;
  from?: Date;
  to?: Date;
  /** Default newest. */
  sort?: OrderSort;
  /**
   * Rows strictly after this one in the sort: by its created_at then id for the time sorts, by its
   * total's currency, amount, then id for the others.
   */
  after?: { createdAt: Date; id: string } | { total: Money; id: string };
  limit: number;
}

export interface OrderSearchRow {
  id: string;
  number: string;
  status: OrderStatus;
  gameSlug: string;
  productSku: string;
  productTitle: string;
  accountLabel: string;
  nickname: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  total: Money;
  createdAt: Date;
  paidAt: Date | null;
  /** When an operator took it out of the publisher's purchase limits (decision 060). */
  limitReleasedAt: Date | null;
  /** The buyer's account; null for a guest's order (or one whose buyer deleted their account). */
  userId: string | null;
  /** The buyer's name, or their e-mail when they gave none (the search's and an order page's rows). */
  buyerName?: string | null;
}

export interface OrderSearchPage {
  rows: OrderSearchRow[];
  /** Pass as `cursor` for the next page; null on the last one. */
  next: string | null;
}

/** Port: the orders table as the console searches it (adapters/db/admin/order-search.ts). */
export interface OrderSearchStore {
  search(query: OrderSearchQuery): Promise<OrderSearchRow[]>;
}

/** A filter that can match nothing (an order number of the wrong shape, a page of 500) is refused, not ignored. */
export type OrderSearchRefusal = Failure<"invalid", { field: keyof OrderSearchInput }>;
export type OrderSearchResult = { ok: true; page: OrderSearchPage } | OrderSearchRefusal;

/** Every charset a game form may use: a typed ID is tried as each would have stored it. */
const CHARSETS: Charset[] = ["digits", "alphanumeric", "supercellTag", "riotId", "zepetoId"];

/**
 * The values an order's game account would hold if the buyer had typed `input` into the form:
 * checkout's own normalization per charset (a tag upper-cased with O as 0, a Zepeto ID lower-cased,
 * digits without spaces), and, for "12345678 (1234)", the user ID and zone as two values. The game is
 * not needed: the search tries every reading, and one order's account matches at most the right one.
 */
export function gameIdCandidates(input: string): string[][] {
  const seen = new Map<string, string[]>();
  const add = (values: string[]) => {
    const kept = values.filter((value) => value !== "");
    if (kept.length > 0) seen.set(JSON.stringify([...kept].sort()), kept);
  };
  for (const charset of CHARSETS) {
    add([normalizeFieldValue({ type: "text", charset } as TextField, input)]);
  }
  const parts = input.trim().split(/[\s()[\],;:|/]+/);
  if (parts.length > 1)
    add(parts.map((part) => normalizeFieldValue({ type: "text", charset: "digits" } as TextField, part)));
  return [...seen.values()];
}

const byTotal = (sort: OrderSort) => sort === "largest" || sort === "smallest";

function encodeCursor(row: OrderSearchRow, sort: OrderSort): string {
  return byTotal(sort)
    ? `${row.total.currency}${row.total.amount}_${row.id}`
    : `${row.createdAt.toISOString()}_${row.id}`;
}

function decodeCursor(cursor: string, sort: OrderSort): OrderSearchQuery["after"] | undefined {
  if (byTotal(sort)) {
    const match = /^([A-Z]{3})(\d{1,15})_([0-9a-f-]{36})$/.exec(cursor);
    if (!match || !(CURRENCIES as readonly string[]).includes(match[1]!)) return undefined;
    return { total: { currency: match[1] as Currency, amount: Number(match[2]) }, id: match[3]! };
  }
  const match = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)_([0-9a-f-]{36})$/.exec(cursor);
  if (!match) return undefined;
  const createdAt = new Date(match[1]!);
  return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id: match[2]! };
}

const isSort = (value: string): value is OrderSort => (ORDER_SORTS as readonly string[]).includes(value);

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Turns what the operator typed into the forms checkout stored; a phone number typed the local way
 * is read in `market`, the console's.
 */
export function orderSearchQuery(
  input: OrderSearchInput,
  market: MarketCode,
): { ok: true; query: OrderSearchQuery } | OrderSearchRefusal {
  const invalid = (field: keyof OrderSearchInput) => failure("invalid", { field });
  const size = input.size ?? DEFAULT_PAGE;
  if (!Number.isInteger(size) || size < 1 || size > ORDER_SEARCH_MAX_PAGE) return invalid("size");
  const query: OrderSearchQuery = { limit: size };
  if (input.number?.trim()) {
    const number = normalizeOrderNumber(input.number);
    if (!number) return invalid("number");
    query.number = number;
  }
  if (input.gameId?.trim()) {
    query.gameIds = gameIdCandidates(input.gameId);
    const part = input.gameId.trim();
    if (part.length >= ORDER_SEARCH_MIN_PART) query.gameIdPart = part;
  }
  if (input.nickname?.trim()) {
    if (input.nickname.trim().length < ORDER_SEARCH_MIN_PART) return invalid("nickname");
    query.nickname = input.nickname.trim();
  }
  if (input.email?.trim()) query.email = input.email.trim().toLowerCase();
  if (input.phone?.trim()) {
    const phone = normalizePhone(input.phone, market);
    if (!phone) return invalid("phone");
    query.phone = phone;
  }
  // A refunded order's status is "canceled" like an expired one's: "refunded" is its own filter.
  if (input.status === REFUNDED_FILTER) query.refunded = true;
  else if (input.status) {
    if (!isStatus(input.status)) return invalid("status");
    query.status = input.status;
  }
  if (input.gameSlug?.trim()) query.gameSlug = input.gameSlug.trim();
  if (input.from) query.from = input.from;
  if (input.to) query.to = input.to;
  if (query.from && query.to && query.from >= query.to) return invalid("to");
  const sort = input.sort ?? "newest";
  if (!isSort(sort)) return invalid("sort");
  if (sort !== "newest") query.sort = sort;
  if (input.cursor) {
    const after = decodeCursor(input.cursor, sort);
    if (!after) return invalid("cursor");
    query.after = after;
  }
  return { ok: true, query };
}

export function createOrderSearch(store: OrderSearchStore) {
  return async function searchOrders(input: OrderSearchInput, market: MarketCode): Promise<OrderSearchResult> {
    const parsed = orderSearchQuery(input, market);
    if (!parsed.ok) return parsed;
    // One row more than the page tells whether there is a next page without counting.
    const rows = await store.search({ ...parsed.query, limit: parsed.query.limit + 1 });
    const page = rows.slice(0, parsed.query.limit);
    const last = page.at(-1);
    const next = rows.length > page.length && last ? encodeCursor(last, parsed.query.sort ?? "newest") : null;
    return { ok: true, page: { rows: page, next } };
  };
}

/** The sum of some orders' totals, one per currency, in CURRENCIES' order: minor units of two currencies never add up. */
export function totalsByCurrency(totals: readonly Money[]): Money[] {
  const sums = new Map<Currency, Money>();
  for (const total of totals) {
    const sum = sums.get(total.currency);
    sums.set(total.currency, sum ? add(sum, total) : total);
  }
  return CURRENCIES.flatMap((currency) => sums.get(currency) ?? []);
}
