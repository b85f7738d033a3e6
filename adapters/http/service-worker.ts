import type { FastifyInstance } from "fastify";
import { LOCALES, LOCALE_INFO, localizePath } from "../../core/locales";
import { serverTranslator } from "../../i18n/catalog";

/** What the service worker of one build knows: its version, the shell to precache, the offline words. */
export interface ServiceWorkerFacts {
  version: string;
  precache: string[];
}

/** The offline page's words per locale prefix ("" for Indonesian at the root). */
function offlineWords() {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const t = serverTranslator(locale);
      const prefix = localizePath("/", locale).replace(/^\/|\/$/g, "");
      return [
        prefix,
        {
          lang: LOCALE_INFO[locale].iso,
          title: t("offline.title"),
          text: t("offline.text"),
          retry: t("offline.retry"),
        },
      ];
    }),
  );
}

/**
 * The service worker's text (decision 066), versioned by the build: a new build is a new worker,
 * whose activation drops the old shell. Navigations go to the network first; only the order pages
 * the buyer has opened are kept and shown offline (never a catalog or quote page, whose prices must
 * be fresh); anything under /backend/ is never touched, so a quote offline fails rather than comes
 * from a cache. Pushes show the server's words (already in the buyer's language); a click opens the
 * order's page.
 */
export function serviceWorkerSource(facts: ServiceWorkerFacts): string {
  return `"use strict";
const VERSION = ${JSON.stringify(facts.version)};
const PRECACHE = ${JSON.stringify(facts.precache)};
const OFFLINE = ${JSON.stringify(offlineWords())};
const SHELL = "shell-" + VERSION;
const ORDERS = "orders";
const ORDER_PAGE = /^\\/(?:(en|ru|uz|en-id)\\/)?card-payment\\/[0-9a-f-]{36}$/;
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== ORDERS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/backend/")) return;
  if (request.mode === "navigate") event.respondWith(navigate(request, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
});
async function navigate(request, url) {
  const order = ORDER_PAGE.test(url.pathname);
  try {
    // Revalidated as the browser's own navigation is: a fetch from the worker would otherwise take
    // the page cache's stale-while-revalidate and show a page up to half a minute old.
    const response = await fetch(request, { cache: "no-cache" });
    if (order && response.ok) await (await caches.open(ORDERS)).put(url.pathname, response.clone());
    return response;
  } catch (error) {
    const seen = order ? await caches.match(url.pathname, { cacheName: ORDERS }) : undefined;
    return seen || offline(url);
  }
}
async function asset(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(SHELL)).put(request, response.clone());
  return response;
}
function offline(url) {
  const prefix = url.pathname.split("/")[1];
  const words = OFFLINE[prefix] || OFFLINE[""];
  const escape = (text) => text.replace(/[&<>"]/g, (c) => "&#" + c.charCodeAt(0) + ";");
  const html = '<!doctype html><html lang="' + words.lang + '"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>' + escape(words.title) + '</title><body style="font-family:system-ui,sans-serif;background:#0d1410;color:#e8f5ec;padding:2rem;max-width:32rem;margin:auto">' +
    '<h1>' + escape(words.title) + '</h1><p>' + escape(words.text) + '</p><p><a style="color:#22c55e" href="' + escape(url.pathname) + '">' + escape(words.retry) + '</a></p></body></html>';
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
self.addEventListener("push", (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message) return;
  event.waitUntil(self.registration.showNotification(message.title, {
    body: message.body, tag: message.tag, data: { url: message.url }, icon: "/icons/icon-192.png", lang: "",
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (!url) return;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => client.url === url);
    return open ? open.focus() : self.clients.openWindow(url);
  }));
});
`;
}

/**
 * GET /sw.js: at the root, so its scope is the whole shop; never cached by HTTP (the browser checks
 * it for a new build on each visit).
 */
export function serviceWorkerRoute(app: FastifyInstance, facts: ServiceWorkerFacts): void {
  const source = serviceWorkerSource(facts);
  app.get("/sw.js", (_request, reply) =>
    reply.header("Content-Type", "text/javascript; charset=utf-8").header("Cache-Control", "no-cache").send(source),
  );
}
