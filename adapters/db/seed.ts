import { sql } from "drizzle-orm";
import { GAME_DEFINITIONS } from "../../catalog/definitions";
import { CURRENCIES } from "../../core/money";
import type { Database } from "./database";
import { GIVEAWAY_PROMO_CODE } from "../../core/promos/promo-codes";
import { games, productPrices, products, promoCodes } from "./schema";

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Loads the catalog from the typed files under version control. Idempotent: running it again
 * updates the reference fields (names, texts, forms, product facts) but never the operator's own
 * data: the `active` switches and the prices, which are written only when missing.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(games)
      .values(
        GAME_DEFINITIONS.map((game, position) => ({
          slug: game.slug,
          name: game.name,
          publisher: game.publisher,
          hasFormPage: game.hasFormPage,
          tile: game.tile,
          aliases: game.aliases,
          minimumPurchase: game.minimumPurchase ?? null,
          firstTopUpDouble: game.firstTopUpDouble ?? false,
          deliveryPromiseMinutes: game.deliveryPromiseMinutes,
          usualDeliveryMinutes: game.usualDeliveryMinutes ?? null,
          supplierNames: game.supplierNames ?? [],
          accountForm: game.account,
          texts: game.texts,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: games.slug,
        set: {
          name: excluded("name"),
          publisher: excluded("publisher"),
          hasFormPage: excluded("has_form_page"),
          tile: excluded("tile"),
          aliases: excluded("aliases"),
          minimumPurchase: excluded("minimum_purchase"),
          firstTopUpDouble: excluded("first_top_up_double"),
          deliveryPromiseMinutes: excluded("delivery_promise_minutes"),
          usualDeliveryMinutes: excluded("usual_delivery_minutes"),
          supplierNames: excluded("supplier_names"),
          accountForm: excluded("account_form"),
          texts: excluded("texts"),
          position: excluded("position"),
          updatedAt: sql`now()`,
        },
      });

    const productRows = GAME_DEFINITIONS.flatMap((game) =>
      game.products.map((product, position) => ({
        sku: product.sku,
        gameSlug: game.slug,
        kind: product.kind,
        amount: product.amount ?? null,
        bonus: product.bonus ?? null,
        firstTopUpBonus: product.firstTopUpBonus ?? null,
        title: product.title ?? null,
        description: product.description ?? null,
        durationDays: product.durationDays ?? null,
        purchaseLimit: product.limit ?? null,
        regionOnly: product.regionOnly ?? null,
        popular: product.popular ?? false,
        position,
      })),
    );
    await tx
      .insert(products)
      .values(productRows)
      .onConflictDoUpdate({
        target: products.sku,
        set: {
          gameSlug: excluded("game_slug"),
          kind: excluded("kind"),
          amount: excluded("amount"),
          bonus: excluded("bonus"),
          firstTopUpBonus: excluded("first_top_up_bonus"),
          title: excluded("title"),
          description: excluded("description"),
          durationDays: excluded("duration_days"),
          purchaseLimit: excluded("purchase_limit"),
          regionOnly: excluded("region_only"),
          popular: excluded("popular"),
          position: excluded("position"),
          updatedAt: sql`now()`,
        },
      });

    const priceRows = GAME_DEFINITIONS.flatMap((game) =>
      game.products.flatMap((product) =>
        CURRENCIES.map((currency) => ({
          sku: product.sku,
          currency,
          listAmount: product.prices[currency].list,
          saleAmount: product.prices[currency].sale ?? null,
          sample: true,
        })),
      ),
    );
    // Sample prices are written once; after that the prices are the operator's.
    await tx.insert(productPrices).values(priceRows).onConflictDoNothing();
    // The weekly giveaway's code: no price discount of its own; a completed order with it is
    // that week's giveaway entry and earns the promo code's extra 2% cashback. Inserted once: the
    // operator manages it afterwards.
    await tx
      .insert(promoCodes)
      .values({ code: GIVEAWAY_PROMO_CODE, kind: "percent", percentBps: 0 })
      .onConflictDoNothing();
  });
}
