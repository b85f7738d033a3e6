import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // The server (Fastify) owns the port; Vite only runs as middleware inside it in development.
  server: { middlewareMode: true, hmr: { port: 24_678 } },
  build: { assetsInlineLimit: 0 },
});
