import { isPackedRef, type PackedRef } from "../../core/packed-blocks";
import type { MessageSet, Namespace } from "../../i18n/namespaces";
import { unpackMessages, type LoaderMessages } from "../../i18n/packed-messages";

/**
 * What a route module declares in `handle`: the message namespaces its page renders beyond the shell's.
 * Its loader sends them (app/lib/page-messages.server.ts); app/i18n/page-messages.test.ts proves the
 * list is exactly what the page's code asks for.
 */
export interface PageHandle {
  messages: readonly Namespace[];
  /**
   * The loader data's fields, beside `messages`, that a page's HTML names and carries as data blocks
   * (core/packed-blocks.ts): the root renders a block for each.
   */
  blocks?: readonly string[];
}

/** A route's messages in its loader data, if it sends any: the set itself, or its name (i18n/packed-messages.ts). */
export function loaderMessagesOf(data: unknown): LoaderMessages | undefined {
  return typeof data === "object" && data !== null && "messages" in data
    ? (data as { messages: LoaderMessages }).messages
    : undefined;
}

/** The page's own messages among the matches' loader data: the deepest route that sent some. */
export function pageMessagesOf(matchData: readonly unknown[]): MessageSet | undefined {
  for (let index = matchData.length - 1; index >= 0; index--) {
    const messages = loaderMessagesOf(matchData[index]);
    if (messages !== undefined) return unpackMessages(messages);
  }
  return undefined;
}

/** The names in a route's loader data whose values the page carries as data blocks: its messages', and its handle's `blocks`. */
export function loaderRefsOf(match: { data: unknown; handle?: unknown }): PackedRef<unknown>[] {
  const { data } = match;
  if (typeof data !== "object" || data === null) return [];
  const blocks = ((match.handle as Partial<PageHandle> | undefined)?.blocks ?? []).map(
    (field) => (data as Record<string, unknown>)[field],
  );
  return [loaderMessagesOf(data), ...blocks].filter(
    (value): value is PackedRef<unknown> => typeof value === "string" && isPackedRef(value),
  );
}
