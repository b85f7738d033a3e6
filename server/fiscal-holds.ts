import type { Logger } from "pino";
import type { CatalogAdmin } from "../core/admin/catalog-admin";

/**
 * Said once at start, per market whose receipts need fiscal codes: how many active products are not
 * sold there for lack of them, and where the operator sets them. The shop starts anyway (decision
 * 044): the console fixes it without a developer, and the products that have their codes sell.
 */
export async function reportFiscalHolds(
  catalogAdmin: Pick<CatalogAdmin, "fiscalHolds">,
  publicOrigin: string,
  log: Pick<Logger, "error" | "info">,
): Promise<void> {
  const consoleUrl = `${publicOrigin}/admin/catalog`;
  for (const { market, count, games } of await catalogAdmin.fiscalHolds()) {
    if (count === 0) {
      log.info({ market }, `fiscal codes: every active product has its codes for market "${market}"`);
      continue;
    }
    log.error(
      { market, heldBack: count, games: games.map((game) => game.slug), console: consoleUrl },
      `fiscal codes: ${count} active products are not sold in market "${market}" until their codes are set in the console (Catalog > game): ${consoleUrl}`,
    );
  }
}
