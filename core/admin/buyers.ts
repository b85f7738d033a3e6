import { normalizeOrderNumber } from "../orders/order-lookup";
import { gameIdCandidates } from "./order-search";
import type { OrderStatus } from "../orders/order-states";
import { normalizePhone } from "../contact/phone";
import { failure, type Failure } from "../failure";
import type { MarketCode } from "../locales";
import type { Currency } from "../money";
import type { UserAccountKind } from "../wallet/ledger";

/** What an operator typed into the buyer search, read as the one thing it can be. */
export type BuyerQuery =
  | { by: "id"; userId: string }
  /** Eight letters may be an order number or a name ("BAGASPRA"): both are looked up. */
  | { by: "order"; number: string; name: string }
  | { by: "email"; email: string }
  /**
   * Anything else may be a name, a game ID and, when it reads as one, a phone number: support is
   * told one of them, and a number such as "081234567" could be either of the last two.
   */
  | { by: "text"; name?: string; phone?: string; gameIds: string[][] };

/** A user id (or any row id) as the database writes a UUID. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the search box: a user id (UUID), an e-mail (has "@"), an order number (KP-… as receipts
 * print it), else part of a name, a game ID the buyer's orders were for, or a phone number (+62…,
 * or 08… read in the console's market). Refused for blank or too short (two characters of a name
 * would list half the shop).
 */
export function readBuyerQuery(text: string, market: MarketCode): { ok: true; query: BuyerQuery } | BuyerQueryRefusal {
  const query = buyerQueryOf(text, market);
  return query ? { ok: true, query } : failure("queryInvalid");
}

export type BuyerQueryRefusal = Failure<"queryInvalid">;

function buyerQueryOf(text: string, market: MarketCode): BuyerQuery | undefined {
  const query = text.trim();
  if (!query || query.length > 120) return undefined;
  if (UUID_PATTERN.test(query)) return { by: "id", userId: query.toLowerCase() };
  if (query.includes("@")) return { by: "email", email: query.toLowerCase() };
  const number = normalizeOrderNumber(query);
  if (number) return { by: "order", number, name: query };
  const phone = /^[+\d][\d\s().-]{6,}$/.test(query) ? normalizePhone(query, market) : undefined;
  if (query.length < 3 && !phone) return undefined;
  return {
    by: "text",
    ...(query.length >= 3 ? { name: query } : {}),
    ...(phone ? { phone } : {}),
    gameIds: gameIdCandidates(query),
  };
}

export interface BuyerSummary {
  id: string;
  displayName: string | null;
  email: string | null;
  createdAt: Date;
}

export interface BuyerFacts extends BuyerSummary {
  /** Sign-in methods: provider and what identifies the buyer there (e-mail, phone, name). */
  methods: { provider: string; label: string | null }[];
  /** Whether the account is also an operator's (its role), shown so support knows who it talks to. */
  operatorRole: string | null;
}

export interface BuyerBalance {
  kind: UserAccountKind;
  currency: Currency;
  balance: number;
}

export interface LedgerLine {
  id: number;
  createdAt: Date;
  /** The transaction's kind ("gold_compensation", "balance_hold"...) and reference. */
  kind: string;
  reference: string;
  account: UserAccountKind;
  currency: Currency;
  /** Signed minor units on the buyer's account. */
  amount: number;
}

export interface BuyerOrder {
  id: string;
  number: string;
  status: OrderStatus;
  productTitle: string;
  total: number;
  currency: Currency;
  createdAt: Date;
}

/** Rows per page of the buyer's ledger. */
export const LEDGER_PAGE_SIZE = 20;

/** Port: the console's reads about buyers (read-only). */
export interface BuyerStore {
  search(query: BuyerQuery, limit: number): Promise<BuyerSummary[]>;
  facts(userId: string): Promise<BuyerFacts | undefined>;
  balances(userId: string): Promise<BuyerBalance[]>;
  /** The buyer's ledger lines, newest first, those older than `beforeId` when given. */
  ledger(userId: string, beforeId: number | undefined, limit: number): Promise<LedgerLine[]>;
  orders(userId: string, limit: number): Promise<BuyerOrder[]>;
}

/** How many buyers a search lists, and how many of a buyer's orders the page shows. */
export const BUYER_SEARCH_LIMIT = 20;
export const BUYER_ORDERS_LIMIT = 50;

/** One currency's balances of a buyer, in minor units: what is spendable and what is held. */
export interface CurrencyBalances {
  currency: Currency;
  cashback: number;
  gold: number;
  cashbackHeld: number;
  goldHeld: number;
}

/** Groups a buyer's accounts by currency, IDR first as the shop's home currency, then by code. */
export function balancesByCurrency(accounts: BuyerBalance[]): CurrencyBalances[] {
  const byCurrency = new Map<Currency, CurrencyBalances>();
  const field = { cashback: "cashback", gold: "gold", cashback_hold: "cashbackHeld", gold_hold: "goldHeld" } as const;
  for (const account of accounts) {
    const row = byCurrency.get(account.currency) ?? {
      currency: account.currency,
      cashback: 0,
      gold: 0,
      cashbackHeld: 0,
      goldHeld: 0,
    };
    row[field[account.kind]] += account.balance;
    byCurrency.set(account.currency, row);
  }
  return [...byCurrency.values()].sort((a, b) =>
    a.currency === "IDR" ? -1 : b.currency === "IDR" ? 1 : a.currency.localeCompare(b.currency),
  );
}

/** The console's Buyers section, read-only: the search and one buyer's page. */
export function createBuyerLookup(store: BuyerStore) {
  return {
    /** Refused when what was typed cannot name a buyer (blank, two letters). */
    async search(text: string, market: MarketCode): Promise<{ ok: true; buyers: BuyerSummary[] } | BuyerQueryRefusal> {
      const read = readBuyerQuery(text, market);
      return read.ok ? { ok: true, buyers: await store.search(read.query, BUYER_SEARCH_LIMIT) } : read;
    },
    /** The buyer's page: facts, balances, a page of ledger lines (older than `beforeId`), orders. */
    async buyer(userId: string, beforeId?: number) {
      const facts = await store.facts(userId);
      if (!facts) return undefined;
      const [accounts, ledger, orders] = await Promise.all([
        store.balances(userId),
        store.ledger(userId, beforeId, LEDGER_PAGE_SIZE + 1),
        store.orders(userId, BUYER_ORDERS_LIMIT),
      ]);
      const page = ledger.slice(0, LEDGER_PAGE_SIZE);
      return {
        facts,
        balances: balancesByCurrency(accounts),
        ledger: page,
        // One more line than a page was read: there is an older page, starting before the last shown.
        olderThan: ledger.length > LEDGER_PAGE_SIZE ? page[page.length - 1]!.id : null,
        orders,
      };
    },
  };
}

export type BuyerLookup = ReturnType<typeof createBuyerLookup>;
