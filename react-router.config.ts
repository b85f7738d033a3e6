import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // Loaders and actions read the request scope from React Router's typed context (app/context.ts).
  future: { v8_middleware: true },
} satisfies Config;
