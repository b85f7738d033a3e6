/**
 * The house's import rules (docs/architecture.md), checked by `npm run lint` with dependency-cruiser
 * over every source file, types included; `scripts/layer-rules.test.ts` proves each rule bites.
 *
 * 1. Layers: each imports only the layers below it.
 * 2. Modules inside core/: each imports the kernel (core/*.ts), itself and the modules of lower
 *    ranks, so the console may depend on the orders and never the reverse.
 * 3. No circle of imports anywhere.
 */

/** What each layer may import besides itself. */
export const MAY_IMPORT = {
  core: [],
  // The games as data, typed and checked by core: only the seed (and whatever composes the shop) reads them.
  catalog: ["core"],
  i18n: ["core"],
  contracts: ["core"],
  adapters: ["core", "catalog", "i18n", "contracts"],
  app: ["core", "i18n", "contracts"],
  server: ["core", "catalog", "i18n", "contracts", "adapters", "app"],
};

/**
 * The modules of core/, lowest first. A module imports only modules of a lower rank; modules of one
 * rank do not import each other.
 */
export const CORE_RANKS = [
  ["records", "contact", "alerts"],
  ["payments", "pricing", "wallet", "support", "art"],
  ["catalog", "promos"],
  ["giveaway"],
  ["orders"],
  ["auth", "reviews", "survey"],
  ["admin"],
];

const LAYERS = Object.keys(MAY_IMPORT);
const either = (names) => `(${names.join("|")})`;

const layerRules = LAYERS.map((layer) => {
  const others = LAYERS.filter((other) => other !== layer && !MAY_IMPORT[layer].includes(other));
  return {
    name: `layer-${layer}`,
    comment: `${layer}/ may import ${MAY_IMPORT[layer].join(", ") || "nothing else"}`,
    severity: "error",
    from: { path: `^${layer}/` },
    to: { path: `^${either(others)}/` },
  };
});

const coreRules = CORE_RANKS.flatMap((rank, index) => {
  const notBelow = CORE_RANKS.slice(index).flat();
  return rank.map((module) => ({
    name: `core-${module}`,
    comment: `core/${module}/ may import the kernel and ${CORE_RANKS.slice(0, index).flat().join(", ") || "no other module"}`,
    severity: "error",
    from: { path: `^core/${module}/` },
    to: { path: `^core/${either(notBelow.filter((other) => other !== module))}/` },
  }));
});

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    ...layerRules,
    ...coreRules,
    {
      name: "core-kernel",
      comment: "core/*.ts is the kernel every module stands on: it imports no module (core/services.ts lists them all)",
      severity: "error",
      from: { path: "^core/[^/]+[.]tsx?$", pathNot: "^core/services[.]ts$" },
      to: { path: "^core/[^/]+/" },
    },
    {
      name: "core-services",
      comment: "core/services.ts gathers every module's ports for the pages; no module imports it",
      severity: "error",
      from: { path: "^core/[^/]+/" },
      to: { path: "^core/services[.]ts$" },
    },
    {
      name: "no-circular",
      comment: "a circle of imports, types included",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: `^${either(LAYERS)}/`,
    exclude: { path: "[.](test|db[.]test)[.]tsx?$" },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
  },
};
