/**
 * The part of ICU MessageFormat the shop's messages and the catalog's currency units use: `{name}`,
 * `{n, number}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`, and `{x, select, a {…} other {…}}`,
 * with ICU's apostrophe quoting. It replaces
 * intl-messageformat in the browser, where that library was 9.5 KB of the game page's compressed
 * JavaScript (at most 120 KB). `message-format.test.ts` formats every message of the four
 * locales with both and requires the same text; an argument type outside this subset throws when the
 * message is compiled, so a new kind of message fails that test instead of rendering wrong.
 */
import { formatNumber } from "../core/money";

export type MessageValues = Record<string, string | number>;

type Node =
  | string
  | { kind: "argument"; name: string }
  | { kind: "number"; name: string }
  | { kind: "pound" }
  | { kind: "plural"; name: string; options: Map<string, Node[]> }
  | { kind: "select"; name: string; options: Map<string, Node[]> };

class Parser {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Node[] {
    const nodes = this.message(false);
    if (this.at < this.text.length) this.fail("unexpected '}'");
    return nodes;
  }

  private fail(problem: string): never {
    throw new SyntaxError(`message format: ${problem} at ${this.at} in "${this.text}"`);
  }

  /** Text and arguments up to the closing brace of an option (or the end). */
  private message(inPlural: boolean): Node[] {
    const nodes: Node[] = [];
    let literal = "";
    const flush = () => {
      if (literal) nodes.push(literal);
      literal = "";
    };
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === "}") break;
      if (char === "{") {
        flush();
        nodes.push(this.argument());
        continue;
      }
      if (char === "#" && inPlural) {
        flush();
        nodes.push({ kind: "pound" });
        this.at += 1;
        continue;
      }
      if (char === "'") {
        literal += this.apostrophe(inPlural);
        continue;
      }
      literal += char;
      this.at += 1;
    }
    flush();
    return nodes;
  }

  /**
   * ICU's apostrophe: two are one; one before a syntax character opens quoted text up to the next
   * single apostrophe; anywhere else it is itself (Uzbek "so'm", "bo'lmadi").
   */
  private apostrophe(inPlural: boolean): string {
    const next = this.text[this.at + 1];
    if (next === "'") {
      this.at += 2;
      return "'";
    }
    if (next === "{" || next === "}" || next === "|" || (next === "#" && inPlural)) {
      let quoted = "";
      this.at += 1;
      while (this.at < this.text.length) {
        const char = this.text[this.at]!;
        if (char === "'") {
          if (this.text[this.at + 1] === "'") {
            quoted += "'";
            this.at += 2;
            continue;
          }
          this.at += 1;
          return quoted;
        }
        quoted += char;
        this.at += 1;
      }
      return quoted;
    }
    this.at += 1;
    return "'";
  }

  private spaces() {
    while (/\s/.test(this.text[this.at] ?? "")) this.at += 1;
  }

  private word(): string {
    this.spaces();
    const match = /^[^\s{}#,]+/.exec(this.text.slice(this.at));
    if (!match) this.fail("expected a name");
    this.at += match[0].length;
    this.spaces();
    return match[0];
  }

  private expect(char: string) {
    if (this.text[this.at] !== char) this.fail(`expected '${char}'`);
    this.at += 1;
  }

  private argument(): Node {
    this.expect("{");
    const name = this.word();
    if (this.text[this.at] === "}") {
      this.at += 1;
      return { kind: "argument", name };
    }
    this.expect(",");
    const type = this.word();
    if (type === "number" && this.text[this.at] === "}") {
      this.at += 1;
      return { kind: "number", name };
    }
    if (type !== "plural" && type !== "select") this.fail(`argument type "${type}" (or its style) is not supported`);
    this.expect(",");
    const options = new Map<string, Node[]>();
    this.spaces();
    while (this.text[this.at] !== "}") {
      const selector = this.word();
      if (selector.startsWith("offset:")) this.fail("plural offset is not supported");
      this.expect("{");
      options.set(selector, this.message(type === "plural"));
      this.expect("}");
      this.spaces();
      if (this.at >= this.text.length) this.fail("unclosed argument");
    }
    this.at += 1;
    if (!options.has("other")) this.fail(`${type} without "other"`);
    return { kind: type, name, options };
  }
}

export interface CompiledMessage {
  format(values?: MessageValues): string;
}

const pluralRules = new Map<string, { select(value: number): string }>();

/**
 * One Intl.PluralRules per locale, made when a plural message first formats: made per message, as
 * before, it cost every compiled message (most have no plural) the construction, and the first one
 * ICU's plural data, inside the page's hydration.
 */
function pluralRulesFor(localeTag: string): { select(value: number): string } {
  return {
    select(value: number) {
      let rules = pluralRules.get(localeTag);
      if (!rules) {
        rules = new Intl.PluralRules(localeTag);
        pluralRules.set(localeTag, rules);
      }
      return rules.select(value);
    },
  };
}

/** Compiles one message for a BCP 47 locale ("id-ID", "ru-RU"...); throws on a syntax error. */
export function compileMessage(text: string, localeTag: string): CompiledMessage {
  const nodes = new Parser(text).parse();
  const plurals = pluralRulesFor(localeTag);
  // Not Intl directly: the browser has no Uzbek number data and would write "7,290" where the server
  // wrote "7 290" (core/money.ts).
  const numbers = { format: (value: number) => formatNumber(value, localeTag) };

  function value(values: MessageValues | undefined, name: string): string | number {
    const found = values?.[name];
    if (found === undefined) throw new Error(`message format: no value for "${name}" in "${text}"`);
    return found;
  }

  function render(list: Node[], values: MessageValues | undefined, count: number | undefined): string {
    let out = "";
    for (const node of list) {
      if (typeof node === "string") out += node;
      // A bare argument is its value as written (a number is not grouped: "{count}" of 1250 is "1250").
      else if (node.kind === "argument") out += String(value(values, node.name));
      else if (node.kind === "number") out += numbers.format(Number(value(values, node.name)));
      else if (node.kind === "pound") out += count === undefined ? "#" : numbers.format(count);
      else if (node.kind === "plural") {
        const amount = Number(value(values, node.name));
        const option =
          node.options.get(`=${amount}`) ?? node.options.get(plurals.select(amount)) ?? node.options.get("other")!;
        out += render(option, values, amount);
      } else {
        const chosen = String(value(values, node.name));
        out += render(node.options.get(chosen) ?? node.options.get("other")!, values, count);
      }
    }
    return out;
  }

  return { format: (values) => render(nodes, values, undefined) };
}
