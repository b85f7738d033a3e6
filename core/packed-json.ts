/**
 * A value carried as its JSON text. React Router encodes a page's loader data value by value on every
 * render (turbo-stream: a lookup, a plugin check and a string per value); the game page's game, with
 * its products and prices, and its payment methods were about 350 of its 425 values, and encoding
 * was a measurable part of the uncached render (decision 028 has the figures). Packed, such a value is one
 * string: encoded as one value, its text made once per value on the server and parsed once per text
 * in the browser.
 *
 * Only plain JSON values (no undefined inside arrays, no Date, Map or class instances) may be packed:
 * what the browser unpacks must be what the server rendered from.
 */
export type Packed<T> = string & { readonly packed: T };

/**
 * How many texts are remembered with their value. On the server they are the packed values in use
 * (a set of messages per language and page, a game per language), so unpacking never parses there; a
 * text beyond this is parsed again, to an equal value.
 */
export const REMEMBERED_TEXTS = 1_000;

const values = new Map<string, unknown>();

function remember(text: string, value: unknown): void {
  // The oldest text makes room (a Map keeps insertion order).
  if (values.size >= REMEMBERED_TEXTS) values.delete(values.keys().next().value!);
  values.set(text, value);
}

export function pack<T>(value: T): Packed<T> {
  const text = JSON.stringify(value) as Packed<T>;
  remember(text, value);
  return text;
}

/** The packed value: the very object packed, or the one this text was parsed to before, or a new parse. */
export function unpack<T>(text: Packed<T>): T {
  if (values.has(text)) return values.get(text) as T;
  const value = JSON.parse(text) as T;
  remember(text, value);
  return value;
}
