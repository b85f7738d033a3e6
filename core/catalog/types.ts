import type { Language } from "../locales";
import type { Currency } from "../money";

/**
 * The typed shape of the catalog data files in catalog/games/. Each file describes one game:
 * texts in the four languages, the account form, products with sample prices per market, and the
 * publisher's rules (minimums, first top-up bonuses, purchase limits) as data the order rules use.
 */
export type Localized = Record<Language, string>;

/** Product kinds, which are also the tabs of a game page. */
export const PRODUCT_KINDS = ["currency", "pass", "bundle", "membership", "chest"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A price in the market's currency, in minor units (IDR/UZS whole, USD cents, RUB kopecks). */
export interface Price {
  list: number;
  /** A temporary sale price, lower than `list`. */
  sale?: number;
}

/** Sample prices per market; the operator edits them in the database (they are seeded once). */
export type PriceList = Record<Currency, Price>;

/**
 * Publisher limits on how often an item may be bought for one game account. Checked at order
 * creation and decided when the order is paid (decision 009); here they are data.
 */
export interface PurchaseLimit {
  /** At most `count` purchases per `window` ("week" = 7 days, "month" = 30 days) per account. */
  perWindow?: { count: number; window: "week" | "month" };
  /** Remaining days on the account after this purchase may not exceed this. */
  maxStackedDays?: number;
  /** At most this many unexpired purchases at once. */
  maxActive?: number;
  /** Not while the account still has an active one. */
  notWhileActive?: boolean;
}

export interface ProductDefinition {
  /** Unique within the game, stable: it becomes the supplier mapping key. e.g. "ml-86". */
  sku: string;
  kind: ProductKind;
  /** In-game currency delivered (before bonus), for currency products and bundles that carry currency. */
  amount?: number;
  /** Bonus currency included in every purchase of this pack ("+5"). */
  bonus?: number;
  /**
   * Extra currency the publisher grants on an account's first purchase of this pack (the
   * first-top-up double bonus). Shown as "first top-up: +N".
   */
  firstTopUpBonus?: number;
  /** The name of passes, memberships, bundles and chests. Currency packs are named by amount. */
  title?: Localized;
  /** What arrives, in a sentence: "300 Monochrome now and 90 every day for 30 days". */
  description?: Localized;
  /** Days of benefit for passes and memberships. */
  durationDays?: number;
  limit?: PurchaseLimit;
  /** Shown first on the home page and pre-selected on the game page. */
  popular?: boolean;
  /** Only for accounts of this region (ISO 3166 code); the page shows the region banner. */
  regionOnly?: string;
  prices: PriceList;
}

export interface SelectOption {
  value: string;
  label: Localized;
  /** For UID games: the leading digits a UID of this server starts with. */
  uidPrefixes?: string[];
}

export type TextFieldKind = "userId" | "zoneId" | "uid" | "playerId" | "playerTag" | "riotId" | "spaceId" | "zepetoId";
export type SelectFieldKind = "server" | "region" | "subserver";

/** Which characters a text field accepts. */
export type Charset = "digits" | "alphanumeric" | "supercellTag" | "riotId" | "zepetoId";

export interface TextField {
  type: "text";
  /** Key of the value in the submitted account, e.g. "userId", "zoneId", "uid". */
  name: string;
  kind: TextFieldKind;
  charset: Charset;
  minLength: number;
  maxLength: number;
  /** The value must start with one of these (PUBG Mobile: ["5"]). */
  startsWith?: string[];
  /** The value's leading digits must fit the option chosen in this select field (UID vs server). */
  prefixFromField?: string;
  /** An example value shown as placeholder. */
  example: string;
  /** Shown in brackets after the main ID, as in the game's profile: "12345678 (1234)". */
  bracketed?: boolean;
}

export interface SelectField {
  type: "select";
  name: string;
  kind: SelectFieldKind;
  options: SelectOption[];
}

export type AccountField = TextField | SelectField;

export interface AccountFormDefinition {
  fields: AccountField[];
  /** The checkbox the buyer ticks before paying. */
  confirmation: "uidCorrect" | "supercellLinked";
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface GameTexts {
  /** The game's name in this language (usually the brand name unchanged). */
  name: string;
  /** OpenGraph sharing title and description. */
  ogTitle: string;
  ogDescription: string;
  /** One or two sentences under the title of the game page. */
  intro: string;
  /** At least 4 questions. */
  faq: FaqEntry[];
  /** How to find your ID: numbered steps, in order. */
  guide: string[];
  /** Notices shown to buyers before they pay (level requirements, account prerequisites...). */
  notes: string[];
  /**
   * The currency's name as an ICU message with the variable `amount`, e.g.
   * "{amount, plural, one {# Diamond} other {# Diamonds}}". Plural forms per language.
   */
  currencyUnit: string;
}

/**
 * The marks a game's tile can carry: original drawings (app/components/tile-marks.svg), each evoking
 * a game without its logo or artwork, which we hold no licence for. One per game.
 */
export const TILE_MARKS = [
  "anchor",
  "avatar",
  "biohazard",
  "bolt",
  "bullets",
  "camera",
  "castle",
  "crate",
  "crosshair",
  "crown",
  "delta",
  "diamond",
  "dogtag",
  "dragoneye",
  "drop",
  "flag",
  "flame",
  "heart",
  "hexrift",
  "live",
  "mask",
  "moon",
  "orb",
  "parachute",
  "rocket",
  "rook",
  "search",
  "shield",
  "star",
  "starcrystal",
  "swords",
  "tape",
  "tower",
  "train",
  "wing",
] as const;
export type TileMark = (typeof TILE_MARKS)[number];

/** A game's tile: its mark drawn in `ink` on a gradient from `from` to `to` (all #rrggbb). */
export interface GameTile {
  mark: TileMark;
  from: string;
  to: string;
  /** The mark's colour: at least 3:1 against both ends of the gradient (WCAG non-text contrast). */
  ink: string;
}

export interface GameDefinition {
  slug: string;
  /** Brand name, as on the home page. */
  name: string;
  publisher: string;
  /** The game's tile on lists and its page, in place of artwork we hold no licence for. */
  tile: GameTile;
  /** Other ways buyers type the game: abbreviations, local names ("mlbb", "ff", "hsr"). */
  aliases: string[];
  hasFormPage: boolean;
  /** Minimum purchase in currency units, when the publisher sets one. */
  minimumPurchase?: number;
  /** The publisher doubles the first top-up of each pack. */
  firstTopUpDouble?: boolean;
  /**
   * Minutes after payment within which the item is promised: past them the buyer is told to contact
   * support and the delivery is flagged for it: an hour for most games, 30 minutes for Free Fire.
   */
  deliveryPromiseMinutes: number;
  /**
   * How long deliveries usually take, for a game whose publisher is slower than minutes (Super
   * SUS, 5-10). The order page says it while the item is on its way.
   */
  usualDeliveryMinutes?: { from: number; to: number };
  /**
   * How suppliers write the game's brand in their price lists beyond its name and slug ("mlbb",
   * "free fire max"), so the price-list sync finds its rows.
   */
  supplierNames?: string[];
  account: AccountFormDefinition;
  texts: Record<Language, GameTexts>;
  products: ProductDefinition[];
}
