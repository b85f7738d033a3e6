import { createHash } from "node:crypto";
import type { LookupResult, PlayerLookup } from "../../core/catalog/player-lookup";

/**
 * The sandbox player lookup (test mode): deterministic nicknames, and documented test IDs for the
 * other answers. By the account's main ID (its first field):
 * - ending in 0000: not found;
 * - ending in 4030: account not allowed;
 * - ending in 9999: answers after 6 s (longer than the 3 s limit: "unavailable");
 * - an account with a zone ID (Moonton's User ID + Zone ID: Mobile Legends, Magic Chess): the zone
 *   ID's first digit gives the region (1 MY, 6 PH, 7 SG, 8-9 another region, else ID).
 */
const ADJECTIVES = ["Swift", "Silent", "Lucky", "Brave", "Crimson", "Mighty", "Shadow", "Golden", "Frost", "Wild"];
const NOUNS = ["Tiger", "Falcon", "Ranger", "Phoenix", "Knight", "Ninja", "Wolf", "Dragon", "Comet", "Samurai"];
const SLOW_MS = 6_000;

function regionFromZone(zoneId: string | undefined): string | undefined {
  if (!zoneId) return undefined;
  const first = zoneId[0];
  if (first === "1") return "MY";
  if (first === "6") return "PH";
  if (first === "7") return "SG";
  if (first === "8" || first === "9") return "OTHER";
  return "ID";
}

export function createSandboxPlayerLookup(): PlayerLookup {
  return {
    async lookup(gameSlug, account, signal): Promise<LookupResult> {
      const values = Object.values(account);
      const main = values[0] ?? "";
      if (main.endsWith("9999")) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, SLOW_MS);
          signal.addEventListener("abort", () => {
            clearTimeout(timer);
            resolve();
          });
        });
        if (signal.aborted) return { status: "unavailable" };
      }
      if (main.endsWith("0000")) return { status: "not_found" };
      if (main.endsWith("4030")) return { status: "not_allowed" };
      const digest = createHash("sha256")
        .update(`${gameSlug}:${values.join(":")}`)
        .digest();
      const nickname = `${ADJECTIVES[digest[0]! % ADJECTIVES.length]}${NOUNS[digest[1]! % NOUNS.length]}${digest.readUInt16BE(2) % 1000}`;
      // Which games have a zone ID is the catalog's to say (their account forms), not this file's.
      const region = regionFromZone(account.zoneId);
      return region ? { status: "found", nickname, region } : { status: "found", nickname };
    },
  };
}
