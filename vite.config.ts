import { reactRouter } from "@react-router/dev/vite";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vite";
import { pageChunksPlugin } from "./scripts/page-chunks.ts";

// React Router's package exports only its development build, whose warnings stay in a production
// bundle (remix-run/react-router#14102); its production build beside it drops them.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

export default defineConfig(({ command, isSsrBuild }) => {
  const chunks = pageChunksPlugin();
  return {
    plugins: isSsrBuild ? [reactRouter()] : [reactRouter(), chunks.plugin],
    // The browser's bundle only: development keeps React Router's warnings, and the server build
    // leaves react-router to Node (external).
    resolve:
      command === "build" && !isSsrBuild
        ? {
            alias: [
              { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
              { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, "dom-export.mjs") },
            ],
          }
        : undefined,
    // The server (Fastify) owns the port; Vite only runs as middleware inside it in development.
    server: { middlewareMode: true, hmr: { port: 24_678 } },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isSsrBuild
        ? undefined
        : {
            output: {
              // By who uses each module (scripts/page-chunks.ts).
              codeSplitting: { groups: chunks.groups },
            },
          },
    },
  };
});
