import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { EXPORT_KINDS } from "../core/admin/csv-exports";
import { GIVEAWAY_CAMPAIGNS } from "../core/giveaway/campaigns";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../core/locales";

/**
 * The shop's routes, once per locale: Indonesian at the root, the others under /en, /ru, /uz and
 * /en-id (decisions 003 and 036). Every route id carries its locale, since the same modules serve
 * every tree. The layouts are React Router layout routes, named for the page frame each gives.
 */
function pages(locale: Locale): RouteConfigEntry[] {
  const id = (name: string) => `${locale}/${name}`;
  return [
    layout("layouts/default.tsx", { id: id("layout-default") }, [
      index("routes/home.tsx", { id: id("home") }),
      route("about", "routes/legal.tsx", { id: id("about") }),
      route("privacy", "routes/legal.tsx", { id: id("privacy") }),
      route("user-toc", "routes/legal.tsx", { id: id("user-toc") }),
      route("website-toc", "routes/legal.tsx", { id: id("website-toc") }),
      route("card-payment/:uuid", "routes/card-payment.tsx", { id: id("card-payment") }),
      route("find-order", "routes/find-order.tsx", { id: id("find-order") }),
    ]),
    layout("layouts/account.tsx", { id: id("layout-account") }, [
      route("account", "routes/account.tsx", { id: id("account") }),
    ]),
    layout("layouts/thank.tsx", { id: id("layout-thank") }, [route("thank", "routes/thank.tsx", { id: id("thank") })]),
    layout("layouts/modal.tsx", { id: id("layout-modal") }, [
      route("delete-personal", "routes/delete-personal.tsx", { id: id("delete-personal") }),
      route("sign-in-link", "routes/sign-in-link.tsx", { id: id("sign-in-link") }),
      route("auth/test", "routes/test-sign-in.tsx", { id: id("test-sign-in") }),
      route("auth/facebook", "routes/facebook-return.tsx", { id: id("facebook-return") }),
      // One return page for the OpenID Connect providers; it tells them apart by its path.
      route("auth/google", "routes/oidc-return.tsx", { id: id("google-return") }),
      route("auth/telegram", "routes/oidc-return.tsx", { id: id("telegram-return") }),
      route("auth/whatsapp", "routes/whatsapp-sign-in.tsx", { id: id("whatsapp-sign-in") }),
    ]),
    // The operator console: its own frame, no shop header or footer.
    layout("layouts/admin.tsx", { id: id("layout-admin") }, [
      route("admin", "routes/admin/home.tsx", { id: id("admin-home") }),
      route("admin/sign-in", "routes/admin/operators/sign-in.tsx", { id: id("admin-sign-in") }),
      route("admin/invite/:token", "routes/admin/operators/invite.tsx", { id: id("admin-invite") }),
      route("admin/operators", "routes/admin/operators/operators.tsx", { id: id("admin-operators") }),
      route("admin/alerts", "routes/admin/operators/alerts.tsx", { id: id("admin-alerts") }),
      route("admin/orders", "routes/admin/orders/orders.tsx", { id: id("admin-orders") }),
      // One address per export, so each names the one permission it needs (decision 048).
      ...EXPORT_KINDS.map((kind) =>
        route(`admin/exports/${kind}`, "routes/admin/exports/export.ts", { id: id(`admin-export-${kind}`) }),
      ),
      route("admin/orders/:id", "routes/admin/orders/order.tsx", { id: id("admin-order") }),
      route("admin/dashboard", "routes/admin/dashboard/dashboard.tsx", { id: id("admin-dashboard") }),
      route("admin/queue", "routes/admin/orders/queue.tsx", { id: id("admin-queue") }),
      route("admin/buyers", "routes/admin/buyers/buyers.tsx", { id: id("admin-buyers") }),
      route("admin/buyers/:id", "routes/admin/buyers/buyer.tsx", { id: id("admin-buyer") }),
      route("admin/reviews", "routes/admin/reviews/reviews.tsx", { id: id("admin-reviews") }),
      route("admin/audit", "routes/admin/audit/audit.tsx", { id: id("admin-audit") }),
      route("admin/catalog", "routes/admin/catalog/catalog.tsx", { id: id("admin-catalog") }),
      route("admin/catalog/skus", "routes/admin/catalog/skus.tsx", { id: id("admin-catalog-skus") }),
      route("admin/catalog/marks", "routes/admin/catalog/marks.tsx", { id: id("admin-catalog-marks") }),
      route("admin/catalog/:game", "routes/admin/catalog/game.tsx", { id: id("admin-catalog-game") }),
      route("admin/catalog/products/:sku", "routes/admin/catalog/price-history.tsx", { id: id("admin-price-history") }),
      route("admin/prices", "routes/admin/catalog/prices.tsx", { id: id("admin-prices") }),
      route("admin/suppliers", "routes/admin/suppliers/suppliers.tsx", { id: id("admin-suppliers") }),
      route("admin/reconciliation", "routes/admin/reconciliation/reconciliation.tsx", {
        id: id("admin-reconciliation"),
      }),
      route("admin/reports", "routes/admin/reports/reports.tsx", { id: id("admin-reports") }),
      route("admin/reports/csv", "routes/admin/reports/report-csv.ts", { id: id("admin-report-csv") }),
      route("admin/promos", "routes/admin/promos/promos.tsx", { id: id("admin-promos") }),
      route("admin/promos/:code", "routes/admin/promos/promo.tsx", { id: id("admin-promo") }),
      route("admin/giveaway", "routes/admin/giveaway/giveaway.tsx", { id: id("admin-giveaway") }),
      route("admin/settings", "routes/admin/settings/settings.tsx", { id: id("admin-settings") }),
      // A console address no page claims: its 404 in the console's frame.
      route("admin/*", "routes/not-found.tsx", { id: id("admin-not-found") }),
    ]),
    // One static path per campaign: a path segment cannot be part literal, part parameter.
    layout(
      "layouts/landing.tsx",
      { id: id("layout-landing") },
      GIVEAWAY_CAMPAIGNS.map((campaign) =>
        route(`the-golden-era-of-${campaign.slug}`, "routes/giveaway.tsx", { id: id(`giveaway-${campaign.slug}`) }),
      ),
    ),
    layout("layouts/new.tsx", { id: id("layout-new") }, [route(":game", "routes/game.tsx", { id: id("game") })]),
    layout("layouts/wizard-layout.tsx", { id: id("layout-wizard") }, [
      route(":game/form", "routes/game-form.tsx", { id: id("game-form") }),
    ]),
    // Anything else: the 404 page, rendered inside the locale so it speaks the visitor's language.
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  ...pages(DEFAULT_LOCALE),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => prefix(locale, pages(locale))),
] satisfies RouteConfig;
