import type { PlayerLookup } from "../../core/catalog/player-lookup";

/**
 * The player check in live mode until a supplier's nickname check is wired: it says it cannot
 * check, so the buyer confirms the ID themselves and goes on (a lookup that cannot answer lets
 * the buyer continue with a warning). The sandbox's made-up nicknames must never be shown for real money.
 */
export function createUnavailablePlayerLookup(): PlayerLookup {
  return { lookup: () => Promise.resolve({ status: "unavailable" }) };
}
