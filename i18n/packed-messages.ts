import { namePacked, unpackCarried, type Carried, type PackedRef } from "../core/packed-blocks";
import { pack, type Packed } from "../core/packed-json";
import type { MessageSet } from "./messages/id";

/**
 * A message set as its JSON text, the form in which a client navigation's loader data carries it
 * (core/packed-json.ts): a set of a few hundred entries was about 800 of a game page's 985 encoded
 * values. Unpacking the same text gives the same object, so the translator's merge, cached by object
 * (app/i18n/merge-messages.ts), is made once per pair of sets.
 */
export type PackedMessages = Packed<MessageSet>;

/** A set named instead of carried, which a page's HTML carries as a data block (core/packed-blocks.ts). */
export type MessagesRef = PackedRef<MessageSet>;

/** What a loader sends: the set itself (data requests) or its name (a page's HTML). */
export type LoaderMessages = Carried<MessageSet>;

export const packMessages: (set: MessageSet) => PackedMessages = pack;

/** The name under which a page's HTML carries a set (`name`: the set's language and namespaces). */
export function nameMessages(name: string, set: PackedMessages): MessagesRef {
  return namePacked(`messages:${name}`, set);
}

export const unpackMessages: (messages: LoaderMessages) => MessageSet = unpackCarried;
