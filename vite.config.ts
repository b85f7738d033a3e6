import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // The server (Fastify) owns the port; Vite only runs as middleware inside it in development.
  server: { middlewareMode: true, hmr: { port: 24_678 } },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // Every module two or more of the buyer's pages share goes into one chunk: a game page
                // fetched 29 small ones (1-7 KB each), and on a phone each costs a round trip, six at a
                // time (bench/history.md, "Lighthouse"). The operator console's shared code stays apart.
                { name: "shared", minShareCount: 3, test: (id: string) => !/[\\/]admin/.test(id) },
              ],
            },
          },
        },
  },
}));
