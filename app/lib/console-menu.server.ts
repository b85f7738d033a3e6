import { MENU_COUNT_CAP, MENU_WORDS, sectionsFor, type SectionCount } from "../../core/admin/console-sections";
import { splitLocalePath } from "../../core/locales";
import { serverTranslator } from "../../i18n/catalog";
import type { MessageKey } from "../../i18n/messages/id";
import { requestScope, type PageArgs } from "../context";
import { adminTokenOf } from "./admin-token.server";
import { currentUser } from "./session.server";

/** The pages before an operator is signed in: no menu there, whoever opens them. */
const BARE_PAGES = /^\/admin\/(sign-in|invite\/)/;

export interface ConsoleMenu {
  title: string;
  toggle: string;
  sections: { path: string; label: string; count: number | null; countLabel: string | null }[];
}

/**
 * The console's menu for the operator signing this request: the sections their role opens, named in
 * the page's language, with what waits in each. Undefined on the sign-in and invitation pages and for
 * anyone who is not a signed-in operator (their page answers for itself: a redirect or a 403).
 */
export async function consoleMenu({ request, url, context }: PageArgs): Promise<ConsoleMenu | undefined> {
  const { locale, path } = splitLocalePath(url.pathname);
  if (BARE_PAGES.test(path)) return undefined;
  const { services } = context.get(requestScope);
  const buyer = await currentUser(request, context);
  const access = await services.admin.authorize(adminTokenOf(request), null, buyer?.id);
  if (!access.ok) return undefined;
  const sections = sectionsFor(access.operator.role);
  const wanted = new Set(sections.flatMap((section) => (section.count ? [section.count] : [])));
  const counts: Partial<Record<SectionCount, number>> = {};
  if (wanted.has("attention")) {
    // The queue's own reading, a few rows per kind: enough to count up to the cap. A count that cannot
    // be read leaves the menu without it rather than every console page failing (the queue's page says why).
    counts.attention = await services.adminQueries
      .attentionQueue(new Date(), MENU_COUNT_CAP + 1)
      .then((items) => items.length)
      .catch(() => undefined);
  }
  const t = serverTranslator(locale);
  return {
    title: t(MENU_WORDS.title),
    toggle: t(MENU_WORDS.toggle),
    sections: sections.map((section) => {
      const count = section.count ? (counts[section.count] ?? 0) : null;
      return {
        path: section.path,
        label: t(section.label as MessageKey),
        count: count || null,
        countLabel: count ? t(MENU_WORDS.count, { count }) : null,
      };
    }),
  };
}
