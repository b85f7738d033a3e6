import { lazy, Suspense, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { createRequestHandler, Outlet, RouterContextProvider, Scripts, type ServerBuild } from "react-router";
import * as entry from "./entry.server";
import { requestScope, type RequestScope } from "./context";
import { useCspNonce } from "./lib/csp-nonce";

/**
 * The server's entry as React Router calls it, on a build of three pages: the whole page in one
 * answer, React Router's hand-off of the loader data included, and a part that fails (or never
 * arrives) reported by the answer's status and the request's log.
 */

function Root() {
  const nonce = useCspNonce();
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
      </head>
      <body>
        <Outlet />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Broken(): never {
  throw new Error("the part's own failure");
}
const NeverLoaded = lazy(() => new Promise<{ default: ComponentType }>(() => {}));

/** An order's page whose rating part (`Part`) is rendered inside a Suspense boundary. */
function pageWithPart(path: string, Part: ComponentType) {
  return {
    path,
    Component: () => (
      <main>
        <h1>Pesanan</h1>
        <Suspense fallback={<p>Memuat penilaian</p>}>
          <Part />
        </Suspense>
      </main>
    ),
  };
}

const pages: Record<string, { path: string; Component: ComponentType; loader?: () => unknown }> = {
  greeting: {
    path: "greeting",
    Component: () => (
      <>
        <h1>Selamat datang</h1>
        {/* A data block may hold the marker's tail, never its head ("<" is escaped in data blocks). */}
        <script type="application/json" dangerouslySetInnerHTML={{ __html: '"Diskon $!--> hari ini"' }} />
      </>
    ),
    loader: () => ({ greeting: "Halo, pembeli </script> & teman" }),
  },
  // An order page long before its rating part, and a part long enough for React to send it apart.
  long: {
    path: "long",
    Component: () => (
      <main>
        <p>{"Rincian pesanan ".repeat(1_000)}</p>
        <Suspense fallback={<p>Memuat penilaian</p>}>
          <section data-testid="rating">{"Nilai kami ".repeat(100)}</section>
        </Suspense>
        <h2 id="details">Detail pesanan</h2>
      </main>
    ),
  },
  broken: pageWithPart("broken", Broken),
  waiting: pageWithPart("waiting", NeverLoaded),
};

function testBuild(): ServerBuild {
  const routes: Record<string, unknown> = {
    root: { id: "root", path: "", module: { default: Root } },
  };
  const manifest: Record<string, unknown> = {
    root: { id: "root", path: "", module: "/root.js", imports: [], hasLoader: false, hasAction: false },
  };
  for (const [id, page] of Object.entries(pages)) {
    const module = { default: page.Component, ...(page.loader ? { loader: page.loader } : {}) };
    routes[id] = { id, parentId: "root", path: page.path, module };
    manifest[id] = {
      id,
      parentId: "root",
      path: page.path,
      module: `/${id}.js`,
      imports: [],
      hasLoader: !!page.loader,
    };
  }
  return {
    entry: { module: entry },
    routes,
    assets: { routes: manifest, version: "v1", url: "/manifest-v1.js", entry: { module: "/entry.js", imports: [] } },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    basename: "/",
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
    future: { v8_middleware: true, v8_passThroughRequests: true },
  } as unknown as ServerBuild;
}

async function render(path: string, method = "GET") {
  const log = { error: vi.fn(), info: vi.fn(), warn: vi.fn() };
  const scope = { cspNonce: "bm9uY2U=", log } as unknown as RequestScope;
  const handler = createRequestHandler(testBuild(), "production");
  const response = await handler(
    new Request(`http://shop.test${path}`, { method }),
    new RouterContextProvider(new Map([[requestScope, scope]])),
  );
  const html = await response.text();
  return { response, html, log, scope };
}

describe("the server's entry (app/entry.server.tsx)", () => {
  it("renders a page whole: the doctype, the markup, and the loader data's hand-off in place, under the answer's nonce", async () => {
    const { response, html, log } = await render("/greeting");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html");
    expect(html.startsWith('<!DOCTYPE html><html lang="id">')).toBe(true);
    expect(html).toContain("<h1>Selamat datang</h1>");
    // The loader data is handed to the browser's router, escaped for a script, then the stream closes.
    const handoff = /streamController\.enqueue\((".*?")\);<\/script>/.exec(html);
    expect(handoff![1]).toContain("Halo, pembeli \\u003c/script\\u003e \\u0026 teman");
    expect(JSON.parse(handoff![1]!)).toContain('"Halo, pembeli </script> & teman"');
    expect(html.indexOf("streamController.close()")).toBeGreaterThan(handoff!.index);
    expect(html.endsWith("</body></html>")).toBe(true);
    const scripts = html.match(/<script(?! type="application\/json")[^>]*>/g)!;
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const script of scripts) expect(script).toContain('nonce="bm9uY2U="');
    // Nothing of the page is left for the browser to render.
    expect(html).not.toContain("<!--$!-->");
    expect(log.error).not.toHaveBeenCalled();
  });

  it("renders a part inside a Suspense boundary in its place, however long the page before it", async () => {
    const { response, html } = await render("/long");
    expect(response.status).toBe(200);
    const rating = html.indexOf('data-testid="rating"');
    expect(rating).toBeGreaterThan(16_000);
    expect(rating).toBeLessThan(html.indexOf('id="details"'));
    expect(html).not.toContain("Memuat penilaian");
  });

  it("answers 500 for a page with a part that failed, renders the rest, and logs it without the error's text", async () => {
    const { response, html, log } = await render("/broken");
    expect(response.status).toBe(500);
    expect(html).toContain("<h1>Pesanan</h1>");
    expect(html).toContain("<!--$!-->");
    expect(html).toContain("Memuat penilaian");
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith({ status: 200 }, "a part of the page failed to render on the server");
  });

  it("answers 500 for a page with a part that never arrives, once the render gives up on it", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let answered: Awaited<ReturnType<typeof render>>;
    try {
      const rendering = render("/waiting");
      await vi.advanceTimersByTimeAsync(entry.streamTimeout + 1_000);
      answered = await rendering;
    } finally {
      vi.useRealTimers();
    }
    const { response, html, log } = answered;
    expect(response.status).toBe(500);
    expect(html).toContain("<h1>Pesanan</h1>");
    expect(html).toContain("Memuat penilaian");
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it("answers a HEAD request with the status and no body", async () => {
    const { response, html } = await render("/greeting", "HEAD");
    expect(response.status).toBe(200);
    expect(html).toBe("");
  });
});
