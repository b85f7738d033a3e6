import { pack, unpack, type Packed } from "../core/packed-json";
import type { MessageSet } from "./messages/id";

/**
 * A message set as its JSON text, the form in which pages' loader data carries it (core/packed-json.ts):
 * a set of a few hundred entries was about 800 of a game page's 985 encoded values. Unpacking the
 * same text gives the same object, so the translator's merge, cached by object
 * (app/i18n/merge-messages.ts), is made once per pair of sets.
 */
export type PackedMessages = Packed<MessageSet>;

export const packMessages: (set: MessageSet) => PackedMessages = pack;
export const unpackMessages: (text: PackedMessages) => MessageSet = unpack;
