import type { MessageSet } from "./messages/id";

/**
 * A message set as its JSON text, the form in which pages' loader data carries it. React Router
 * encodes loader data value by value for every render (turbo-stream): a set of a few hundred entries
 * was about 800 of a game page's 985 encoded values, the largest part of that encoding's cost in the
 * uncached render's profile (bench/README.md). As one string it is encoded as one value, and the text
 * is made once per set.
 */
export type PackedMessages = string & { readonly packedMessages: true };

/**
 * Each text's set, so that unpacking the same text gives the same object (the translator's merge is
 * cached by object, app/i18n/i18n-context.tsx). On the server every set is packed here and never
 * parsed; a browser parses each set it receives once. Sets are few and fixed (a locale and a list of
 * namespaces), so this stays small.
 */
const sets = new Map<string, MessageSet>();

export function packMessages(set: MessageSet): PackedMessages {
  const text = JSON.stringify(set) as PackedMessages;
  sets.set(text, set);
  return text;
}

export function unpackMessages(text: PackedMessages): MessageSet {
  let set = sets.get(text);
  if (!set) {
    set = JSON.parse(text) as MessageSet;
    sets.set(text, set);
  }
  return set;
}
