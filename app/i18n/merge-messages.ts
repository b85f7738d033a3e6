import type { MessageSet } from "../../i18n/namespaces";

/**
 * The shell's and a page's messages as one set, merged once per pair: on the server both come from
 * pickMessages' fixed sets (and unpackMessages gives the same object for the same text), so copying
 * a few hundred entries on every render, as the provider and every route's `meta` did, showed in the
 * CPU profile (the payment page's `metaTranslator`; decision 028 has the figures).
 */
const merged = new WeakMap<MessageSet, WeakMap<MessageSet, MessageSet>>();

export function mergeMessages(shell: MessageSet, page: MessageSet): MessageSet {
  let byPage = merged.get(shell);
  if (!byPage) merged.set(shell, (byPage = new WeakMap()));
  let set = byPage.get(page);
  if (!set) byPage.set(page, (set = { ...shell, ...page }));
  return set;
}
