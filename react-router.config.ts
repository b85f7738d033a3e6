import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Config } from "@react-router/dev/config";
import type { ServerBuild } from "react-router";
import { precompressAssets } from "./scripts/precompress-assets";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Loaders and actions read the request scope from React Router's typed context (app/context.ts).
  // Loaders, actions and middleware get the request as it came (no copy per loader to strip React
  // Router's parameters: two `new Request` per loader were a measurable share of an uncached game page, decision 028)
  // and read the page's address from their `url` argument (app/context.ts, PageArgs).
  future: { v8_middleware: true, v8_passThroughRequests: true },
  /**
   * Writes build/client/builds/latest.json, which open tabs poll to learn that a newer build is out
   * (app/lib/build-version.ts). The id is React Router's version of the client manifest: a
   * hash of every route's chunk names, so it changes exactly when the browser's code does. The server
   * gives each page the same id from the build it serves (server/pages.ts), so the two always agree.
   * Then the hashed assets are precompressed (scripts/precompress-assets.ts).
   */
  async buildEnd({ reactRouterConfig }) {
    const serverEntry = path.join(reactRouterConfig.buildDirectory, "server", "index.js");
    const { assets } = (await import(/* @vite-ignore */ pathToFileURL(serverEntry).href)) as ServerBuild;
    const dir = path.join(reactRouterConfig.buildDirectory, "client", "builds");
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, "latest.json"), `${JSON.stringify({ id: assets.version })}\n`);
    // The hashed assets, compressed once here at the formats' best rather than quickly per request.
    await precompressAssets(path.join(reactRouterConfig.buildDirectory, "client", "assets"));
  },
} satisfies Config;
