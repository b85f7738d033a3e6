import { lookupQuestion } from "../catalog/player-lookup";
import type { AccountFormDefinition } from "../catalog/types";
import type { OrderRecord } from "./orders";

/** A buyer keeps at most this many game accounts per game; the least recently used goes first. */
export const SAVED_ACCOUNTS_PER_GAME = 10;

/**
 * A game account a signed-in buyer paid an order for, with the nickname the player check found
 * (decision 065): what the game page offers first and the account page lists.
 */
export interface SavedAccount {
  id: string;
  gameSlug: string;
  /** The fields as the form fills them (the region select included). */
  account: Record<string, string>;
  /** As the order that saved it showed it: "12345678 (1234) · Indonesia". */
  accountLabel: string;
  nickname: string;
  /** The region select's value the check agreed with, when the game's form has one. */
  region: string | null;
  checkedAt: Date;
  lastUsedAt: Date;
}

/** What a paid order saves: the row's player key (who the check asked about) and what it shows. */
export interface AccountToSave {
  userId: string;
  gameSlug: string;
  player: Record<string, string>;
  account: Record<string, string>;
  accountLabel: string;
  nickname: string;
  region: string | null;
  checkedAt: Date;
}

/**
 * What a paid order saves, or undefined when it saves nothing: a guest's order, or one whose player
 * check did not find the player (skipped while the check was down, or the nickname cleared by
 * support's correction of the account). One player is one row: the key is the check's question,
 * which leaves the region select out, so choosing another region updates the row.
 */
export function accountToSave(form: AccountFormDefinition, order: OrderRecord): AccountToSave | undefined {
  if (!order.userId || !order.nickname) return undefined;
  const regionField = form.fields.find((field) => field.type === "select" && field.kind === "region")?.name;
  return {
    userId: order.userId,
    gameSlug: order.gameSlug,
    player: lookupQuestion(form, order.account),
    account: order.account,
    accountLabel: order.accountLabel,
    nickname: order.nickname,
    region: (regionField && order.account[regionField]) || null,
    // The order's player check ran as it was placed.
    checkedAt: order.createdAt,
  };
}

/** Port: a buyer's saved game accounts; every read and removal is the buyer's own. */
export interface SavedAccounts {
  /** One game's, most recently used first. */
  forGame(userId: string, gameSlug: string): Promise<SavedAccount[]>;
  /** Every game's, by game then most recently used (the account page). */
  all(userId: string): Promise<SavedAccount[]>;
  /** Removes one of the buyer's own; false when they have none by that id (another's included). */
  forget(userId: string, id: string): Promise<boolean>;
}
