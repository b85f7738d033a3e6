import { describe, expect, it } from "vitest";
import routeConfig from "../app/routes";
import { API_PATHS } from "../contracts/api-paths";
import { DEFAULT_LOCALE, LOCALES } from "../core/locales";
import { redactUrl } from "./redact-url";

interface ConfigEntry {
  path?: string;
  children?: ConfigEntry[];
}

/** Every page path of app/routes.ts, without its locale prefix. */
function pagePaths(): string[] {
  const paths = new Set<string>();
  const walk = (entries: ConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.path) paths.add(entry.path.replace(new RegExp(`^(${LOCALES.join("|")})/`), ""));
      walk(entry.children ?? []);
    }
  };
  walk(routeConfig as ConfigEntry[]);
  return [...paths];
}

/**
 * Route parameters that give nobody anything: a game, a product, a provider's name, a promo code an
 * operator edits, an operator or buyer's user id (the console's own pages, behind its walls).
 * Every other parameter is someone's access and must never reach a log line.
 */
const PUBLIC_PARAMETERS = new Set([
  "/games/:slug",
  "/games/:slug/lookup",
  "/auth/oauth/redirect/:provider",
  "/admin/operators/:userId/role",
  "/admin/operators/:userId/status",
  "/admin/operators/:userId/totp-reset",
  "/admin/buyers/:id",
  "/admin/buyers/:id/compensation",
  "/admin/promos/:code",
  // A saved game account's number: the signed-in owner's session is what opens it.
  "/account/game-accounts/:id",
  "/admin/promos/:code/active",
  "/admin/promos/:code/redemptions",
  "/giveaway/:campaign/draws",
  "/admin/catalog/games/:slug",
  "/admin/catalog/products/:sku",
  "/admin/catalog/products/:sku/sale",
  "/admin/catalog/products/:sku/history",
  "page:*",
  "page:admin/*",
  "page::game",
  "page::game/form",
  "page:admin/buyers/:id",
  "page:admin/catalog/:game",
  "page:admin/catalog/products/:sku",
  "page:admin/promos/:code",
]);

const MARKER = "Secret4711";

/** The route with each parameter filled with the marker (a splat too). */
const filled = (path: string) => path.replace(/:[A-Za-z]+|\*/g, MARKER);

describe("capabilities in the paths of the shop's routes", () => {
  const api = Object.values(API_PATHS)
    .map((route) => route.url)
    .filter((url) => /[:*]/.test(url));
  const pages = pagePaths().filter((path) => /[:*]/.test(path));

  it("finds the routes to walk", () => {
    expect(api).toContain("/orders/public/:id/pay");
    expect(pages).toContain("card-payment/:uuid");
    expect(pages).toContain("admin/invite/:token");
  });

  it("every API route's parameter is either public or never logged", () => {
    for (const url of api) {
      const logged = redactUrl(`/backend/api${filled(url)}`);
      if (PUBLIC_PARAMETERS.has(url)) expect(logged, url).toContain(MARKER);
      else expect(logged, `${url}: a new route with someone's access in its path`).not.toContain(MARKER);
    }
  });

  it("every page's parameter is either public or never logged, in every language", () => {
    for (const path of pages) {
      for (const locale of LOCALES) {
        const url = `${locale === DEFAULT_LOCALE ? "" : `/${locale}`}/${filled(path)}`;
        const logged = redactUrl(url);
        if (PUBLIC_PARAMETERS.has(`page:${path}`)) expect(logged, url).toContain(MARKER);
        else expect(logged, `${url}: a new page with someone's access in its path`).not.toContain(MARKER);
      }
    }
  });
});
