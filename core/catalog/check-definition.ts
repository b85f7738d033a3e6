import { LANGUAGES } from "../locales";
import { CURRENCIES } from "../money";
import { validateAccount } from "./account-validation";
import { contrastRatio, MIN_MARK_CONTRAST } from "./tile-contrast";
import { PRODUCT_KINDS, TILE_MARKS, type GameDefinition } from "./types";

/**
 * Structural checks of one game's data file: what every game page, the seed and the order rules rely
 * on. Returns the problems found (empty when the file is sound). Used by the catalog test and by
 * `npx tsx scripts/check-game.ts <slug>` while writing a file.
 */
export function checkGameDefinition(game: GameDefinition): string[] {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(`${game.slug}: ${message}`);

  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(game.slug)) fail("slug must be kebab-case");
  const { tile } = game;
  if (!TILE_MARKS.includes(tile.mark)) fail("tile.mark is not one of TILE_MARKS");
  const colours = [tile.from, tile.to, tile.ink];
  if (!colours.every((colour) => /^#[0-9a-f]{6}$/i.test(colour))) fail("tile colours must be #rrggbb");
  else if (Math.min(contrastRatio(tile.ink, tile.from), contrastRatio(tile.ink, tile.to)) < MIN_MARK_CONTRAST)
    fail(`tile.ink needs ${MIN_MARK_CONTRAST}:1 against both tile.from and tile.to`);
  if (!game.name.trim() || !game.publisher.trim()) fail("name and publisher are required");
  if (!Number.isSafeInteger(game.deliveryPromiseMinutes) || game.deliveryPromiseMinutes <= 0)
    fail("deliveryPromiseMinutes must be a positive whole number");
  const usual = game.usualDeliveryMinutes;
  // Support is promised past deliveryPromiseMinutes: a usual time beyond it would send every buyer there.
  if (usual && !(usual.from > 0 && usual.from <= usual.to && usual.to < game.deliveryPromiseMinutes))
    fail("usualDeliveryMinutes must be a range within deliveryPromiseMinutes");

  for (const locale of LANGUAGES) {
    const texts = game.texts[locale];
    if (!texts) {
      fail(`texts.${locale} missing`);
      continue;
    }
    for (const key of ["name", "ogTitle", "ogDescription", "intro", "currencyUnit"] as const) {
      if (!texts[key]?.trim()) fail(`texts.${locale}.${key} is empty`);
    }
    if (!texts.currencyUnit.includes("amount")) fail(`texts.${locale}.currencyUnit must use {amount}`);
    if (texts.faq.length < 4) fail(`texts.${locale}.faq needs at least 4 questions`);
    if (texts.faq.some((entry) => !entry.question.trim() || !entry.answer.trim()))
      fail(`texts.${locale}.faq has an empty entry`);
    if (texts.guide.length < 3) fail(`texts.${locale}.guide needs at least 3 steps`);
    if (texts.faq.length !== game.texts.id.faq.length) fail(`texts.${locale}.faq must have as many entries as id`);
    if (texts.guide.length !== game.texts.id.guide.length) fail(`texts.${locale}.guide must have as many steps as id`);
    if (texts.notes.length !== game.texts.id.notes.length) fail(`texts.${locale}.notes must have as many notes as id`);
  }

  if (game.products.length < 3) fail("needs at least 3 products");
  const skus = new Set<string>();
  for (const product of game.products) {
    const where = `product ${product.sku}`;
    if (skus.has(product.sku)) fail(`${where}: duplicate sku`);
    skus.add(product.sku);
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(product.sku)) fail(`${where}: sku must be kebab-case`);
    if (!PRODUCT_KINDS.includes(product.kind)) fail(`${where}: unknown kind`);
    if (product.kind === "currency" && !(product.amount && product.amount > 0)) fail(`${where}: currency needs amount`);
    if (product.kind !== "currency") {
      for (const locale of LANGUAGES) {
        if (!product.title?.[locale]?.trim()) fail(`${where}: title.${locale} missing`);
        if (!product.description?.[locale]?.trim()) fail(`${where}: description.${locale} missing`);
      }
    }
    for (const currency of CURRENCIES) {
      const price = product.prices[currency];
      if (!price || !Number.isSafeInteger(price.list) || price.list <= 0) fail(`${where}: ${currency} list price`);
      else if (
        price.sale !== undefined &&
        !(Number.isSafeInteger(price.sale) && price.sale > 0 && price.sale < price.list)
      ) {
        fail(`${where}: ${currency} sale price must be below the list price`);
      }
    }
    if (game.minimumPurchase && product.kind === "currency" && (product.amount ?? 0) < game.minimumPurchase) {
      fail(`${where}: below the minimum purchase of ${game.minimumPurchase}`);
    }
  }
  if (!game.products.some((product) => product.kind === "currency")) fail("needs currency products");
  if (game.firstTopUpDouble && !game.products.some((product) => product.firstTopUpBonus)) {
    fail("firstTopUpDouble is set but no product has a firstTopUpBonus");
  }

  // The examples shown as placeholders must themselves be valid accounts.
  const values: Record<string, string> = {};
  for (const field of game.account.fields) {
    if (field.type === "select") {
      if (field.options.length === 0) fail(`field ${field.name}: no options`);
      for (const option of field.options) {
        for (const locale of LANGUAGES)
          if (!option.label[locale]?.trim()) fail(`option ${option.value}: label.${locale}`);
      }
    }
  }
  for (const field of game.account.fields) {
    if (field.type === "text") {
      values[field.name] = field.example;
      if (field.prefixFromField) {
        const select = game.account.fields.find(
          (other) => other.name === field.prefixFromField && other.type === "select",
        );
        if (!select || select.type !== "select") fail(`field ${field.name}: prefixFromField names no select`);
        else
          values[select.name] =
            select.options.find((option) => option.uidPrefixes?.some((p) => field.example.startsWith(p)))?.value ?? "";
      }
    }
  }
  for (const field of game.account.fields) {
    if (field.type === "select" && values[field.name] === undefined) values[field.name] = field.options[0]?.value ?? "";
  }
  const check = validateAccount(game.account, { values, confirmed: true });
  if (!check.ok) fail(`the example account is invalid: ${JSON.stringify(check.error.values.fields)}`);
  return problems;
}
