import type { FastifyInstance } from "fastify";
import { APP_MANIFEST_PATH } from "../../contracts/app-manifest";
import { LOCALES, LOCALE_INFO, localizePath, marketOf, type Locale } from "../../core/locales";
import type { AppServices } from "../../core/services";
import { serverTranslator } from "../../i18n/catalog";

/** The shell's colours (app/root.tsx's theme-color, app/styles/app.css's background). */
const THEME_COLOR = "#0d1410";

/**
 * The web app manifest of one locale (decision 066): the market's shop name, the description in
 * the locale's language, and the locale's home as the installed app's start. The scope is the whole
 * shop, so an installed app opened on another locale's page stays in its window.
 */
export function appManifest(locale: Locale, shopName: string) {
  return {
    name: shopName,
    short_name: shopName,
    description: serverTranslator(locale)("manifest.description"),
    lang: LOCALE_INFO[locale].iso,
    dir: "ltr",
    id: localizePath("/", locale),
    start_url: localizePath("/", locale),
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}

/** GET /manifest.webmanifest under each locale's prefix. */
export function appManifestRoutes(app: FastifyInstance, services: Pick<AppServices, "config">): void {
  for (const locale of LOCALES) {
    const body = JSON.stringify(appManifest(locale, services.config.shop[marketOf(locale)].shopName));
    app.get(localizePath(APP_MANIFEST_PATH, locale), (_request, reply) =>
      reply
        .header("Content-Type", "application/manifest+json")
        .header("Cache-Control", "public, max-age=3600")
        .send(body),
    );
  }
}
