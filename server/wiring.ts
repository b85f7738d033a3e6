import { sql } from "drizzle-orm";
import { createRateLimitStore } from "../adapters/db/rate-limit-store";
import { createRateLimiter } from "../core/rate-limits";
import { createGa4Analytics } from "../adapters/analytics/ga4-analytics";
import { createOutboxAnalytics } from "../adapters/analytics/outbox-analytics";
import type { Database } from "../adapters/db/database";
import { migrationsApplied } from "../adapters/db/migrate";
import type { HealthChecks } from "../adapters/http/health-routes";
import { createGiveawayRepository } from "../adapters/db/giveaway/giveaway-repository";
import { createGiveaway } from "../core/giveaway/giveaway";
import type { AppServices, PublicConfig } from "../core/services";
import { wireAuth } from "./wiring/auth";
import { wireCatalog } from "./wiring/catalog";
import { wireAdmin } from "./wiring/admin";
import { wireOrders } from "./wiring/orders";
import { wireAlerts } from "./wiring/alerts";
import type { ServiceOptions } from "./wiring/providers";

/** The services over one database; tests build them on their own database the same way. */
export function createServices(db: Database, config: PublicConfig, secrets: ServiceOptions = {}): AppServices {
  const analytics = secrets.ga4 ? createGa4Analytics(secrets.ga4) : createOutboxAnalytics(db);
  const rateLimitStore = createRateLimitStore(db);
  const rateLimits = createRateLimiter(
    rateLimitStore,
    secrets.rateLimits === "off" ? "off" : undefined,
    secrets.rateLimitClock,
    secrets.onRateLimited,
  );
  const auth = wireAuth(db, config, secrets, analytics);
  const catalog = wireCatalog(db, secrets);
  const giveaway = createGiveaway({ store: createGiveawayRepository(db) });
  const alerts = wireAlerts(db, config, secrets);
  const orders = wireOrders(db, config, secrets, { ...catalog, giveaway, rateLimits, alerts });
  return {
    config,
    analytics,
    rateLimits,
    async pruneExpired(now) {
      await rateLimitStore.prune(now);
      await auth.signInCodes.prune(new Date(now.getTime() - 86_400_000));
    },
    giveaway,
    alerts,
    ...auth,
    ...catalog,
    ...orders.services,
    ...wireAdmin(db, secrets, { ...catalog, ...orders, ...orders.services, giveaway }),
  };
}

export function createHealthChecks(db: Database): HealthChecks {
  return {
    async ready() {
      await db.execute(sql`SELECT 1`);
      return { database: true, migrations: await migrationsApplied(db) };
    },
  };
}
