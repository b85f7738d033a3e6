import type { SupplierProduct } from "../../core/orders/supplier-port";

/**
 * Proposes which supplier SKU delivers each of our products, from the supplier's price list
 * (Digiflazz names its rows freely: "MOBILE LEGENDS 86 Diamonds", "Mobile Legends 86 (78+8)
 * Diamonds", "Genshin Impact Welkin Moon"). A pure function: an operator reviews the proposal
 * before it is stored, and whatever stays unmatched is mapped by hand.
 */

export interface OurProduct {
  gameSlug: string;
  gameName: string;
  /** How suppliers write the game's brand beyond its name and slug (the catalog's `supplierNames`). */
  supplierNames: string[];
  sku: string;
  /** In-game currency before bonus; null for passes and memberships. */
  amount: number | null;
  bonus: number | null;
  /** The name of a pass or membership ("Weekly Diamond Pass"); null for currency packs. */
  title: string | null;
}

export interface SkuMapping {
  mapped: Record<string, string>;
  unmatched: string[];
}

/** Names of the same pass or membership in the words suppliers use (English, Indonesian, short). */
const TITLE_SYNONYMS: string[][] = [
  ["blessing of the welkin moon", "welkin moon"],
  ["weekly diamond pass", "wdp"],
  ["kartu bulanan", "monthly card"],
  ["kartu mingguan", "weekly card"],
  ["member bulanan", "monthly member", "monthly membership"],
  ["member mingguan", "weekly member", "weekly membership"],
];

/**
 * Words that make a row a pass, membership, bundle or chest, never a plain currency pack: "Free Fire
 * 5 Weapon Royale Voucher" is not the 5-Diamond pack. ("Voucher" alone is not one: suppliers call
 * some games' currency that.)
 */
const NOT_A_PACK = new Set([
  "pass",
  "weekly",
  "monthly",
  "mingguan",
  "bulanan",
  "member",
  "membership",
  "card",
  "kartu",
  "bundle",
  "welkin",
  "starlight",
  "twilight",
  "langganan",
  "subscription",
  "crate",
  "crates",
  "chest",
  "chests",
  "coupon",
  "coupons",
  "royale",
]);

const TITLE_STOPWORDS = new Set(["of", "the", "a", "an", "and", "dan"]);

/** Lowercase ASCII words: "Mobile Legends: Bang-Bang" -> "mobile legends bang bang". */
export function normalizeWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Every way a supplier may write the game's brand, compared whole: "arena breakout" never matches
 * "ARENA BREAKOUT INFINITE".
 */
function brandKeys(product: OurProduct): Set<string> {
  const phrases = [product.gameName, product.gameSlug, ...product.supplierNames];
  const keys = new Set<string>();
  for (const phrase of phrases) {
    const words = normalizeWords(phrase);
    if (!words) continue;
    keys.add(words);
    // "FREEFIRE" and "Free Fire" are the same brand.
    keys.add(words.replace(/ /g, ""));
  }
  return keys;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

interface ParsedName {
  /** Words left once the brand is removed. */
  words: string[];
  /** Numbers that can be a pack's whole quantity: standalone numbers and the sums "78+8". */
  totals: Set<number>;
  /** Numbers that can be a pack's base before bonus: standalone numbers and first terms of sums. */
  bases: Set<number>;
}

/**
 * Reads a row's name: removes the brand (which may carry digits: "Farlight 84"), joins thousands
 * ("1.000" -> 1000), and collects the quantities it states.
 */
function parseName(name: string, brandPhrases: string[]): ParsedName {
  let text = name.normalize("NFKD").toLowerCase();
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(/(\d)[.,](\d{3})(?!\d)/g, "$1$2");
  }
  const longestFirst = [...brandPhrases].sort((a, b) => b.length - a.length);
  for (const phrase of longestFirst) {
    const pattern = phrase.split(" ").map(escapeRegExp).join("[^a-z0-9]*");
    text = text.replace(new RegExp(`(^|[^a-z0-9])${pattern}(?=$|[^a-z0-9])`, "g"), "$1 ");
  }
  const totals = new Set<number>();
  const bases = new Set<number>();
  // Terms of a sum are not quantities of their own: "112 (100+12)" is not a 12 pack.
  const withoutSums = text.replace(/(\d+)\s*\+\s*(\d+)/g, (_match, a: string, b: string) => {
    totals.add(Number(a) + Number(b));
    bases.add(Number(a));
    return " ";
  });
  for (const word of normalizeWords(withoutSums).split(" ")) {
    if (/^\d+$/.test(word)) {
      totals.add(Number(word));
      bases.add(Number(word));
    }
  }
  return { words: normalizeWords(text).split(" ").filter(Boolean), totals, bases };
}

/** "Vouchers" and "Voucher", "Coupons" and "Coupon" are one word to a title ("pass" stays "pass"). */
function singular(word: string): string {
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

function titleVariants(title: string): string[][] {
  // "Elite Pass (Royale Pass)": the brackets explain, they are not part of the name.
  const base = normalizeWords(title.replace(/\([^)]*\)/g, " "));
  const phrases = new Set([base]);
  for (const group of TITLE_SYNONYMS) {
    if (group.some((phrase) => normalizeWords(phrase) === base)) {
      for (const phrase of group) phrases.add(normalizeWords(phrase));
    }
  }
  return [...phrases].map((phrase) =>
    phrase
      .split(" ")
      .filter((word) => word && !TITLE_STOPWORDS.has(word))
      .map(singular),
  );
}

interface Candidate {
  ours: string;
  theirs: string;
  /** 0: the row states the whole quantity or the title; 1: only the base amount before bonus. */
  tier: number;
  price: number;
  order: number;
}

export function mapSupplierSkus(ours: OurProduct[], theirs: SupplierProduct[]): SkuMapping {
  const available = theirs.filter((product) => product.available);
  const candidates: Candidate[] = [];

  ours.forEach((product, order) => {
    const keys = brandKeys(product);
    const rows = available.filter((row) => {
      const brand = normalizeWords(row.brand);
      return keys.has(brand) || keys.has(brand.replace(/ /g, ""));
    });
    const brandPhrases = [...keys].filter((key) => key.includes(" ") || key.length > 2);

    if (product.amount !== null) {
      const total = product.amount + (product.bonus ?? 0);
      for (const row of rows) {
        const parsed = parseName(row.name, [...brandPhrases, normalizeWords(row.brand)]);
        if (parsed.words.some((word) => NOT_A_PACK.has(word))) continue;
        const tier = parsed.totals.has(total)
          ? 0
          : (product.bonus ?? 0) > 0 && parsed.bases.has(product.amount)
            ? 1
            : -1;
        if (tier >= 0) candidates.push({ ours: product.sku, theirs: row.supplierSku, tier, price: row.price, order });
      }
      return;
    }
    if (!product.title) return;

    const variants = titleVariants(product.title);
    const ownWords = new Set(variants.flat());
    // Words that tell a sibling apart ("plus" in "Elite Pass Plus") must not be in our row. A sibling's
    // count ("10 Premium Crate Coupons") is no such word: a row may state a season or a level.
    const siblingWords = new Set(
      ours
        .filter((other) => other.gameSlug === product.gameSlug && other.sku !== product.sku && other.title)
        .flatMap((other) => titleVariants(other.title ?? "").flat())
        .filter((word) => !ownWords.has(word) && !/^\d+$/.test(word)),
    );
    for (const row of rows) {
      const parsed = parseName(row.name, [...brandPhrases, normalizeWords(row.brand)]);
      const words = new Set(parsed.words.map(singular));
      if (parsed.words.some((word) => siblingWords.has(singular(word)) || /^(x\d+|\d+x)$/.test(word))) continue;
      if (variants.some((variant) => variant.length > 0 && variant.every((word) => words.has(word)))) {
        candidates.push({ ours: product.sku, theirs: row.supplierSku, tier: 0, price: row.price, order });
      }
    }
  });

  // Best evidence first, then the cheapest; each supplier SKU serves one of our products only.
  candidates.sort(
    (a, b) => a.tier - b.tier || a.price - b.price || a.order - b.order || a.theirs.localeCompare(b.theirs),
  );
  const mapped = new Map<string, string>();
  const taken = new Set<string>();
  for (const candidate of candidates) {
    if (mapped.has(candidate.ours) || taken.has(candidate.theirs)) continue;
    mapped.set(candidate.ours, candidate.theirs);
    taken.add(candidate.theirs);
  }
  const unmatched = ours.map((product) => product.sku).filter((sku) => !mapped.has(sku));
  return { mapped: Object.fromEntries(mapped), unmatched };
}
