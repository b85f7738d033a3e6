import { generateAccessToken, hashAccessToken } from "../../../core/auth/access-token";
import { money } from "../../../core/money";
import { createWallet } from "../../../core/wallet/wallet";
import { createLedgerStore } from "../../../adapters/db/wallet/ledger-store";
import { sessions, users } from "../../../adapters/db/schema";
import type { Cluster } from "./cluster";

/** A signed-in buyer (as after any sign-in) with gold in rupiah, e.g. from an earlier refund. */
export async function signedInBuyer(cluster: Cluster, name: string, gold = 0) {
  const db = cluster.database.db;
  const [user] = await db.insert(users).values({ displayName: name }).returning();
  const token = generateAccessToken();
  await db
    .insert(sessions)
    .values({ userId: user!.id, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  if (gold > 0)
    await createWallet(createLedgerStore(db)).creditGold({
      userId: user!.id,
      amount: money(gold, "IDR"),
      reference: `reliability:${user!.id}:gold`,
    });
  return { userId: user!.id, auth: { authorization: `Bearer ${token}` } };
}

/** A fresh Free Fire player ID (8-12 digits) that neither the player check nor the supplier treats specially. */
export function playerId(scenario: number, index: number): string {
  return `${scenario}${String(index).padStart(6, "0")}12`;
}

/** A player ID the sandbox supplier fails to deliver to (it ends in 5555). */
export function failingPlayerId(scenario: number, index: number): string {
  return `${scenario}${String(index).padStart(5, "0")}5555`;
}
