import { describe, expect, it } from "vitest";
import { pageChunks, type ModuleGraph } from "./page-chunks";

const ROUTE = "?__react-router-build-client-route";
const route = (name: string) => `/shop/app/routes/${name}.tsx${ROUTE}`;

/** A module graph from a list of `importer: imported...` edges. */
function graph(edges: Record<string, string[]>): ModuleGraph {
  const ids = new Set([...Object.keys(edges), ...Object.values(edges).flat()]);
  return { ids, imports: (id) => edges[id] ?? [] };
}

describe("the browser's chunks", () => {
  const modules = graph({
    "/shop/app/entry.client.tsx": ["/shop/node_modules/react-dom/client.js", "/shop/core/attribution.ts"],
    [`/shop/app/root.tsx${ROUTE}`]: ["/shop/app/root.tsx"],
    "/shop/app/root.tsx": ["/shop/node_modules/react-router/dist/production/index.mjs", "/shop/app/header.tsx"],
    [route("home")]: ["/shop/app/routes/home.tsx"],
    "/shop/app/routes/home.tsx": ["/shop/app/i18n.ts", "/shop/app/tiles.tsx", "/shop/app/header.tsx"],
    [route("game")]: ["/shop/app/routes/game.tsx"],
    "/shop/app/routes/game.tsx": ["/shop/app/i18n.ts", "/shop/app/tiles.tsx", "/shop/app/purchase.tsx"],
    [route("game-form")]: ["/shop/app/routes/game-form.tsx"],
    "/shop/app/routes/game-form.tsx": ["/shop/app/i18n.ts", "/shop/app/purchase.tsx", "/shop/app/money.ts"],
    [route("card-payment")]: ["/shop/app/routes/card-payment.tsx"],
    "/shop/app/routes/card-payment.tsx": ["/shop/app/money.ts", "/shop/app/routes/only-payment.ts"],
    [route("admin/orders")]: ["/shop/app/routes/admin/orders.tsx"],
    "/shop/app/routes/admin/orders.tsx": ["/shop/app/money.ts", "/shop/app/tiles.tsx", "/shop/app/admin/table.tsx"],
  });
  const chunks = pageChunks(modules);

  it("puts React, React DOM and React Router in the framework chunk", () => {
    expect(chunks.get("/shop/node_modules/react-dom/client.js")).toBe("framework");
    expect(chunks.get("/shop/node_modules/react-router/dist/production/index.mjs")).toBe("framework");
  });

  it("puts what the client entry and the root import in the shell, even when pages import it too", () => {
    expect(chunks.get("/shop/core/attribution.ts")).toBe("shell");
    expect(chunks.get("/shop/app/header.tsx")).toBe("shell");
  });

  it("leaves the client entry's own code in its entry chunk, run after React Router's bootstrap", () => {
    // In `shell`, the root route's import would run it (and start hydration) before the bootstrap
    // script has set the manifest and the route modules the router is created from.
    expect(chunks.has("/shop/app/entry.client.tsx")).toBe(false);
  });

  it("shares what three of the buyer's routes import", () => {
    expect(chunks.get("/shop/app/i18n.ts")).toBe("shared");
  });

  it("keeps what two of the buyer's routes import to those two, however many console pages import it", () => {
    expect(chunks.get("/shop/app/purchase.tsx")).toBe("pages-game_game-form");
    expect(chunks.get("/shop/app/tiles.tsx")).toBe("pages-game_home");
    expect(chunks.get("/shop/app/money.ts")).toBe("pages-card-payment_game-form");
  });

  it("leaves a route's own code and the console's to Rolldown", () => {
    expect(chunks.has("/shop/app/routes/game.tsx")).toBe(false);
    expect(chunks.has("/shop/app/routes/only-payment.ts")).toBe(false);
    expect(chunks.has("/shop/app/admin/table.tsx")).toBe(false);
    expect(chunks.has(route("game"))).toBe(false);
  });
});
