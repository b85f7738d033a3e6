import { pack, unpack, type Packed } from "../core/packed-json";
import type { MessageSet } from "./messages/id";

/**
 * A message set as its JSON text, the form in which a client navigation's loader data carries it
 * (core/packed-json.ts): a set of a few hundred entries was about 800 of a game page's 985 encoded
 * values. Unpacking the same text gives the same object, so the translator's merge, cached by object
 * (app/i18n/merge-messages.ts), is made once per pair of sets.
 */
export type PackedMessages = Packed<MessageSet>;

/**
 * A set named instead of carried: the loader data of a page's HTML names its sets, and the page
 * carries each once as a data block (`<script type="application/json">`, app/root.tsx). Inside React
 * Router's loader data a set was encoded on every render and escaped twice over, as a string inside
 * JSON inside a script: 0.4 ms of the uncached game page's 3.3 (bench/README.md, issue 15).
 */
export type MessagesRef = string & { readonly messagesRef: true };

/** What a loader sends: the set itself (data requests) or its name (a page's HTML). */
export type LoaderMessages = PackedMessages | MessagesRef;

export const packMessages: (set: MessageSet) => PackedMessages = pack;

/** A set's JSON text starts with "{"; a name with this. */
const REF_PREFIX = "@";

export function isMessagesRef(messages: LoaderMessages): messages is MessagesRef {
  return messages.startsWith(REF_PREFIX);
}

/**
 * Each name's text: on the server the packed set itself (the sets are few and fixed, a language and
 * a list of namespaces); in the browser the text of the data block the page came with, read once.
 */
const named = new Map<MessagesRef, PackedMessages>();
const blocks = new Map<MessagesRef, string>();

/** The name under which a page's HTML carries a packed set (`name`: the set's language and namespaces). */
export function nameMessages(name: string, set: PackedMessages): MessagesRef {
  const ref = `${REF_PREFIX}${name}` as MessagesRef;
  named.set(ref, set);
  return ref;
}

/** The id of the data block that carries a named set. */
export function messagesBlockId(ref: MessagesRef): string {
  return `messages${ref}`;
}

/**
 * A named set's data block text: its JSON with every "<" escaped (JSON.parse reads "\u003c" as "<"),
 * so that no text in a message can close the block. The same string on the server, which makes it
 * once per set, and in the browser, which reads it from the page (hydration leaves it as it is).
 */
export function messagesBlockText(ref: MessagesRef): string {
  let text = blocks.get(ref);
  if (text === undefined) {
    text = textOf(ref).replace(/</g, "\\u003c");
    blocks.set(ref, text);
  }
  return text;
}

export function unpackMessages(messages: LoaderMessages): MessageSet {
  return unpack(isMessagesRef(messages) ? textOf(messages) : messages);
}

function textOf(ref: MessagesRef): PackedMessages {
  let text = named.get(ref);
  if (text === undefined) {
    const block = typeof document === "undefined" ? null : document.getElementById(messagesBlockId(ref));
    if (!block?.textContent) throw new Error(`The page carries no message set ${ref}`);
    text = block.textContent as PackedMessages;
    named.set(ref, text);
  }
  return text;
}
