import { createCatalogRepository } from "../../adapters/db/catalog/catalog-repository";
import type { Database } from "../../adapters/db/database";
import { createSandboxPlayerLookup } from "../../adapters/lookup/sandbox-player-lookup";
import { cachedPlayerLookup } from "../../core/catalog/lookup-cache";
import { createReviews } from "../../core/reviews/reviews";
import { createReviewStore } from "../../adapters/db/reviews/review-repository";
import { productTitle } from "../../i18n/product-label";
import { createCatalogChanges } from "../../core/catalog/catalog-changes";
import type { AppServices } from "../../core/services";
import { createArtStore } from "../../adapters/db/art/art-store";
import { createCatalogCache } from "../../adapters/db/catalog/catalog-cache";
import { createSharpResizer } from "../../adapters/images/sharp-resizer";
import { createArtUploads } from "../../core/admin/art-uploads";
import type { ServiceOptions } from "./providers";
import { createFiscalCodesReader } from "../../adapters/db/catalog/fiscal-codes";

/** The catalog and what pages draw beside it (art, reviews), held in memory and emptied by every catalog change. */
export function wireCatalog(db: Database, secrets: ServiceOptions) {
  const catalogChanges = createCatalogChanges();
  // Games, products and prices from memory, emptied by every catalog change (decision 027); a product
  // without the fiscal codes a market requires is not sold there (decision 044).
  const catalog = createCatalogRepository(db, undefined, catalogChanges, secrets.fiscal?.requiredIn);
  // Uploaded art: what pages draw is held like the catalog, emptied by the same changes.
  const artStore = createArtStore(db, createCatalogCache(catalogChanges));
  return {
    catalogChanges,
    catalog,
    fiscalCodes: createFiscalCodesReader(db),
    // Sandbox until a supplier with a nickname check is configured; answers reused per game account.
    lookup: cachedPlayerLookup(secrets.lookup ?? createSandboxPlayerLookup(), {
      seconds: secrets.playerCheckCacheSeconds,
    }),
    reviews: createReviews({ store: createReviewStore(db, catalogChanges), catalog, productTitle }),
    art: {
      uploads: createArtUploads({ store: artStore, resizer: createSharpResizer(), changes: catalogChanges }),
      index: artStore.index,
      variant: artStore.variant,
    },
  } satisfies Partial<AppServices>;
}
