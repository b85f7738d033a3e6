import { readFileSync } from "node:fs";
import path from "node:path";
import routeConfig from "../../app/routes";
import * as consoleForms from "../../contracts/console-forms";
import { DEFAULT_LOCALE } from "../../core/locales";
import { formIntents } from "./form-intents";

interface ConfigEntry {
  id?: string;
  file?: string;
  path?: string;
  children?: ConfigEntry[];
}

/** The console's pages that take a form post: route path (no locale) and module file. */
export function consolePagesWithActions(): { path: string; file: string }[] {
  const pages: { path: string; file: string }[] = [];
  const walk = (entries: ConfigEntry[]) => {
    for (const entry of entries) {
      const mine = entry.id?.startsWith(`${DEFAULT_LOCALE}/`) && entry.path?.startsWith("admin");
      if (mine && /export (async )?function action\b|export const action\b/.test(source(entry.file!)))
        pages.push({ path: entry.path!, file: entry.file! });
      walk(entry.children ?? []);
    }
  };
  walk(routeConfig as ConfigEntry[]);
  return pages;
}

const source = (file: string) => readFileSync(new URL(`../../app/${file}`, import.meta.url), "utf8");

/**
 * The intents a page's action takes: those of the form schemas (contracts/console-forms.ts) its
 * module and the action helpers it imports (`*.server.ts`, beside it or in app/lib/) read. A post
 * without one is a door of its own, which such a page refuses.
 */
export function intentsOf(file: string): string[] {
  const own = source(file);
  // The action's own text, up to the next export: the helpers it calls are the ones whose forms it reads.
  const start = own.search(/export (async function|const) action\b/);
  const next = own.indexOf("\nexport ", start + 1);
  const action = own.slice(start, next === -1 ? undefined : next);
  const helpers = [...own.matchAll(/import \{([^}]*)\} from "(\.{1,2}\/[\w./-]+\.server)"/g)]
    .filter((match) => match[1]!.split(",").some((name) => action.includes(name.trim())))
    .map((match) => source(path.posix.join(path.posix.dirname(file), `${match[2]}.ts`)));
  const found = new Set<string>();
  for (const text of [own, ...helpers])
    for (const imported of text.matchAll(/import \{([^}]*)\} from "(?:\.\.\/)+contracts\/console-forms"/g))
      for (const name of imported[1]!.split(",").map((part) => part.trim()))
        for (const intent of formIntents(consoleForms[name as keyof typeof consoleForms])) found.add(intent);
  return [...found].sort();
}
