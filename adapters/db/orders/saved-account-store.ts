import { and, asc, desc, eq, sql } from "drizzle-orm";
import { accountToSave, SAVED_ACCOUNTS_PER_GAME, type SavedAccounts } from "../../../core/orders/saved-accounts";
import type { OrderRecord } from "../../../core/orders/orders";
import type { Database, Executor } from "../database";
import { games, savedGameAccounts } from "../schema";

const columns = {
  id: savedGameAccounts.id,
  gameSlug: savedGameAccounts.gameSlug,
  account: savedGameAccounts.account,
  accountLabel: savedGameAccounts.accountLabel,
  nickname: savedGameAccounts.nickname,
  region: savedGameAccounts.region,
  checkedAt: savedGameAccounts.checkedAt,
  lastUsedAt: savedGameAccounts.lastUsedAt,
};

/**
 * Keeps the paid order's game account for its signed-in buyer (the `saveAccount` effect, inside the
 * payment's transaction): one row per player, the newest check's nickname and region, then no more
 * than SAVED_ACCOUNTS_PER_GAME of the game, the least recently used dropped.
 */
export async function saveOrderAccount(tx: Executor, order: OrderRecord): Promise<void> {
  const [game] = await tx.select({ form: games.accountForm }).from(games).where(eq(games.slug, order.gameSlug));
  const saved = game?.form ? accountToSave(game.form, order) : undefined;
  if (!saved) return;
  // Two orders of one buyer and game paid at once: one saves and trims after the other, so the cap
  // holds (each alone would not see the other's new row). Released when the payment commits.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-accounts:${saved.userId}:${saved.gameSlug}`}))`);
  await tx
    .insert(savedGameAccounts)
    .values(saved)
    .onConflictDoUpdate({
      target: [savedGameAccounts.userId, savedGameAccounts.gameSlug, savedGameAccounts.player],
      set: {
        lastUsedAt: sql`now()`,
        // An older order paid late keeps the newer check's nickname, region and account.
        account: sql`case when excluded.checked_at >= ${savedGameAccounts.checkedAt} then excluded.account else ${savedGameAccounts.account} end`,
        accountLabel: sql`case when excluded.checked_at >= ${savedGameAccounts.checkedAt} then excluded.account_label else ${savedGameAccounts.accountLabel} end`,
        nickname: sql`case when excluded.checked_at >= ${savedGameAccounts.checkedAt} then excluded.nickname else ${savedGameAccounts.nickname} end`,
        region: sql`case when excluded.checked_at >= ${savedGameAccounts.checkedAt} then excluded.region else ${savedGameAccounts.region} end`,
        checkedAt: sql`greatest(excluded.checked_at, ${savedGameAccounts.checkedAt})`,
      },
    });
  const kept = tx
    .select({ id: savedGameAccounts.id })
    .from(savedGameAccounts)
    .where(and(eq(savedGameAccounts.userId, saved.userId), eq(savedGameAccounts.gameSlug, saved.gameSlug)))
    .orderBy(desc(savedGameAccounts.lastUsedAt), desc(savedGameAccounts.createdAt))
    .limit(SAVED_ACCOUNTS_PER_GAME);
  await tx
    .delete(savedGameAccounts)
    .where(
      and(
        eq(savedGameAccounts.userId, saved.userId),
        eq(savedGameAccounts.gameSlug, saved.gameSlug),
        sql`${savedGameAccounts.id} not in (${kept})`,
      ),
    );
}

/** The buyer's saved game accounts: reads and removals only ever match their own user id. */
export function createSavedAccounts(db: Database): SavedAccounts {
  return {
    forGame: (userId, gameSlug) =>
      db
        .select(columns)
        .from(savedGameAccounts)
        .where(and(eq(savedGameAccounts.userId, userId), eq(savedGameAccounts.gameSlug, gameSlug)))
        .orderBy(desc(savedGameAccounts.lastUsedAt), desc(savedGameAccounts.createdAt)),
    all: (userId) =>
      db
        .select(columns)
        .from(savedGameAccounts)
        .where(eq(savedGameAccounts.userId, userId))
        .orderBy(
          asc(savedGameAccounts.gameSlug),
          desc(savedGameAccounts.lastUsedAt),
          desc(savedGameAccounts.createdAt),
        ),
    async forget(userId, id) {
      const removed = await db
        .delete(savedGameAccounts)
        .where(and(eq(savedGameAccounts.id, id), eq(savedGameAccounts.userId, userId)))
        .returning({ id: savedGameAccounts.id });
      return removed.length > 0;
    },
  };
}
