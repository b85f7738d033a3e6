import { splitLocalePath } from "../../core/locales";
import { pickMessages, pickMessagesRef, type Namespace } from "../../i18n/namespaces";
import type { LoaderMessages } from "../../i18n/packed-messages";
import { requestScope, type PageArgs } from "../context";

/**
 * The messages a loader sends: the root's (the shell: header, footer, sign-in, errors) or a page's own
 * namespaces (the route module's `handle.messages`), in the request's language. For a page's HTML,
 * the set's name: the page carries the set as a data block (app/root.tsx); for a client navigation's
 * data, the set itself.
 */
export function pageMessages(
  { url, context }: Pick<PageArgs, "url" | "context">,
  namespaces: readonly Namespace[],
): LoaderMessages {
  const { locale } = splitLocalePath(url.pathname);
  return context.get(requestScope).document ? pickMessagesRef(locale, namespaces) : pickMessages(locale, namespaces);
}
