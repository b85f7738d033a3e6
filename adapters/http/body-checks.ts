/**
 * What the API checks of every request body before a route sees it, in loops rather than recursion:
 * a body is the attacker's to shape, and a walk that recurses once per level overflows the stack on
 * a few kilobytes of brackets.
 */

/**
 * How deeply a JSON body may nest arrays and objects. The deepest body the shop reads is four levels
 * (a YooKassa notification: the payment, its method, the card), so 64 leaves room for any provider's
 * format to grow, while everything that walks a parsed body (validation, logging, storing it as
 * jsonb) stays a few dozen frames deep, far from the stack's end.
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_SQUARE = 0x5b;
const OPEN_CURLY = 0x7b;
const CLOSE_SQUARE = 0x5d;
const CLOSE_CURLY = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read from the text before it is
 * parsed. Brackets inside strings do not count; malformed text is left for the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_SQUARE || code === OPEN_CURLY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_SQUARE || code === CLOSE_CURLY) depth--;
  }
  return false;
}

/** A body nested too deeply, as a content-type parser reports it to Fastify: a client's error (400). */
export function jsonTooDeep(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`), {
    name: "JsonTooDeepError",
    code: "JSON_TOO_DEEP",
    statusCode: 400,
  });
}

/** Whether a parsed body holds a NUL character in any string, key or value, at any depth. */
export function holdsNulCharacter(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (value.includes("\u0000")) return true;
    } else if (typeof value === "object" && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
