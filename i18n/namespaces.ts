import { languageOf, type Locale } from "../core/locales";
import { MESSAGES } from "./catalog";
import type { MessageSet, Namespace } from "./messages/id";
import { nameMessages, packMessages, type MessagesRef, type PackedMessages } from "./packed-messages";

export type { MessageSet, Namespace, PackedMessages };

export function namespaceOf(key: string): string {
  return key.slice(0, key.indexOf("."));
}

const picked = new Map<string, PackedMessages>();

/**
 * The messages of a locale in the given namespaces, for a page's loader data: a page ships the words
 * it renders, not the ~360 of the whole shop (receipts, API refusals and limits stay on the server).
 * The sets are few and fixed, so each is built and packed once (i18n/packed-messages.ts).
 */
export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): PackedMessages {
  const cacheKey = `${locale}:${namespaces.join(",")}`;
  let set = picked.get(cacheKey);
  if (!set) {
    const wanted = new Set<string>(namespaces);
    set = packMessages(
      Object.fromEntries(
        Object.entries(MESSAGES[languageOf(locale)]).filter(([key]) => wanted.has(namespaceOf(key))),
      ) as MessageSet,
    );
    picked.set(cacheKey, set);
  }
  return set;
}

const refs = new Map<string, MessagesRef>();

/** The same set as pickMessages', named for a page's HTML to carry as a data block (i18n/packed-messages.ts). */
export function pickMessagesRef(locale: Locale, namespaces: readonly Namespace[]): MessagesRef {
  const name = `${locale}:${namespaces.join(",")}`;
  let ref = refs.get(name);
  if (!ref) refs.set(name, (ref = nameMessages(name, pickMessages(locale, namespaces))));
  return ref;
}
