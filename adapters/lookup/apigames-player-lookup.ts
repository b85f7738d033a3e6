import type { LookupResult, PlayerLookup } from "../../core/catalog/player-lookup";
import { accountData, accountSign } from "../supplier/apigames-protocol";
import { callApigames, type ApigamesOptions } from "../supplier/apigames-supplier";

/**
 * The games Apigames' "Cek Akun Game" knows (its page: mobilelegend and freefire), by our slug: its
 * game code and which of our account fields make its user_id, joined in this order. Mobile Legends'
 * user_id is the User ID followed by the Zone ID, as open integrations send it (decision 045: not
 * on the page). A table here rather than catalog data: the codes are this supplier's, not the game's.
 */
const GAMES: Readonly<Record<string, { code: string; fields: readonly string[] }>> = {
  "mobile-legends": { code: "mobilelegend", fields: ["userId", "zoneId"] },
  "free-fire": { code: "freefire", fields: ["playerId"] },
};

/**
 * The player check through Apigames (decision 045): found with the account's name, not found when
 * Apigames says the account is not valid, and unavailable for any other game, any refusal (status
 * 0, a bad signature), no answer, or an answer after the caller's signal ended it.
 */
export function createApigamesPlayerLookup(
  options: Pick<ApigamesOptions, "baseUrl" | "merchantId" | "secretKey" | "fetch">,
): PlayerLookup {
  return {
    async lookup(gameSlug, account, signal): Promise<LookupResult> {
      const game = Object.hasOwn(GAMES, gameSlug) ? GAMES[gameSlug] : undefined;
      const userId = game?.fields.map((field) => account[field]?.trim() ?? "").join("");
      if (!game || !userId) return { status: "unavailable" };
      const query = new URLSearchParams({
        user_id: userId,
        signature: accountSign(options.merchantId, options.secretKey),
      });
      const path = `/merchant/${encodeURIComponent(options.merchantId)}/cek-username/${game.code}?${query}`;
      try {
        const { envelope } = await callApigames(options, { path, what: "account check", signal });
        if (envelope.status !== 1 || signal.aborted) return { status: "unavailable" };
        const data = accountData.safeParse(envelope.data);
        if (!data.success) return { status: "unavailable" };
        const nickname = data.data.username?.trim();
        if (!data.data.is_valid) return { status: "not_found" };
        return nickname ? { status: "found", nickname } : { status: "unavailable" };
      } catch {
        return { status: "unavailable" };
      }
    },
  };
}
