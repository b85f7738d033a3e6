import type { Localized } from "../../core/catalog/types";

/** Names of items several games sell under the same name, kept in English with a gloss where it helps. */
export const PRODUCT_TITLES = {
  /** Farlight 84, Lords Mobile, State of Survival, Watcher of Realms. */
  monthlyCard: {
    id: "Monthly Card",
    en: "Monthly Card",
    ru: "Monthly Card (месячная карта)",
    uz: "Monthly Card (oylik karta)",
  },
  /** Honor of Kings, Magic Chess: Go Go. */
  weeklyCard: {
    id: "Weekly Card",
    en: "Weekly Card",
    ru: "Weekly Card (недельная карта)",
    uz: "Weekly Card (haftalik karta)",
  },
} satisfies Record<string, Localized>;
