/**
 * Checks one game data file while it is being written:
 *   npx tsx scripts/check-game.ts genshin
 * Prints the problems (structure, prices, example account, ICU currency unit) or "ok".
 */
import { IntlMessageFormat } from "intl-messageformat";
import { checkGameDefinition } from "../core/catalog/check-definition";
import type { GameDefinition } from "../core/catalog/types";
import { LANGUAGES } from "../core/locales";

const slug = process.argv[2];
if (!slug) {
  console.error("usage: npx tsx scripts/check-game.ts <slug>");
  process.exit(2);
}
const module = (await import(`../catalog/games/${slug}.ts`)) as Record<string, GameDefinition>;
const game = Object.values(module).find((value) => typeof value === "object" && value && "slug" in value);
if (!game) {
  console.error(`catalog/games/${slug}.ts exports no GameDefinition`);
  process.exit(1);
}
const problems = checkGameDefinition(game);
for (const locale of LANGUAGES) {
  try {
    const text = new IntlMessageFormat(game.texts[locale].currencyUnit, locale).format({ amount: 1250 });
    if (!String(text).includes("1")) problems.push(`${locale} currencyUnit does not show the amount: ${String(text)}`);
  } catch (error) {
    problems.push(`${locale} currencyUnit is not valid ICU: ${String(error)}`);
  }
}
console.log(problems.length ? problems.join("\n") : "ok");
process.exit(problems.length ? 1 : 0);
