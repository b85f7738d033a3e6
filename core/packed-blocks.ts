import { unpack, type Packed } from "./packed-json";

/**
 * A packed value named instead of carried: the loader data of a page's HTML names it, and the page
 * carries its text once as a data block (`<script type="application/json">`, app/root.tsx). Inside
 * React Router's loader data a packed value is encoded on every render and escaped twice over, as a
 * string inside JSON inside a script, which made the message sets and the game's packed values a
 * large share of an uncached game page's render and HTML (decision 028 has the figures).
 * A block's text is made once per value and written into the page as it is.
 *
 * A client navigation's data carries the packed value itself: only a page's HTML has blocks.
 */
export type PackedRef<T> = string & { readonly packedRef: T };

/** What a loader sends: the packed value (data requests) or its name (a page's HTML). */
export type Carried<T> = Packed<T> | PackedRef<T>;

/** A packed value's text is JSON ("{", "[", a digit...); a name starts with this. */
const REF_PREFIX = "@";

export function isPackedRef<T = unknown>(value: string): value is PackedRef<T> {
  return value.startsWith(REF_PREFIX);
}

/** A named value's text and, once asked for, its block's text. */
interface Named {
  text: string;
  block?: string;
}

/**
 * On the server each name's current text (the values named are few: a message set per language and
 * page, a game page per game, language and methods); in the browser the text of the data block the
 * page came with, read once.
 */
const named = new Map<string, Named>();

/**
 * The name under which a page's HTML carries a packed value. A name given a new text (a game's row
 * changed) carries the new one from then on: a render reads its value and its block through the name,
 * so the two always agree.
 */
export function namePacked<T>(name: string, text: Packed<T>): PackedRef<T> {
  const ref = `${REF_PREFIX}${name}`;
  if (named.get(ref)?.text !== text) named.set(ref, { text });
  return ref as PackedRef<T>;
}

/** The id of the data block that carries a named value. */
export function packedBlockId(ref: PackedRef<unknown>): string {
  return `data${ref}`;
}

/**
 * A named value's data block text: its JSON with every "<" escaped (JSON.parse reads "\u003c" as "<"),
 * so that no text in it can close the block. The same string on the server, which makes it once per
 * text, and in the browser, which reads it from the page (hydration leaves it as it is).
 */
export function packedBlockText(ref: PackedRef<unknown>): string {
  const entry = entryOf(ref);
  entry.block ??= entry.text.replace(/</g, "\\u003c");
  return entry.block;
}

/** The value carried or named: the same object for the same text (core/packed-json.ts). */
export function unpackCarried<T>(value: Carried<T>): T {
  return unpack((isPackedRef(value) ? entryOf(value).text : value) as Packed<T>);
}

function entryOf(ref: PackedRef<unknown>): Named {
  let entry = named.get(ref);
  if (entry === undefined) {
    const block = typeof document === "undefined" ? null : document.getElementById(packedBlockId(ref));
    if (!block?.textContent) throw new Error(`The page carries no data block ${ref}`);
    // The block's text is what the server wrote: JSON, read as is; it is also the block's own text.
    entry = { text: block.textContent, block: block.textContent };
    named.set(ref, entry);
  }
  return entry;
}
