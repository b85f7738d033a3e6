/**
 * What a server's log must never contain, found in its text: a sign-in link's token (or an OAuth
 * code, state or hash) in a URL's query, an invitation's token in its page's path, an order's UUID
 * (its public page and API answer whoever has it), and any configured secret value. The suites that
 * run the shop's servers scan everything those servers printed with it and fail on a finding.
 */
export type LogFindingKind = "signInToken" | "invitationToken" | "orderId" | "secret";

export interface LogFinding {
  kind: LogFindingKind;
  /** The line it was found in, with the secret itself masked (the finding is printed in CI). */
  line: string;
}

export interface KnownSecrets {
  /** Every order's UUID the run made (from its database). */
  orderIds?: Iterable<string>;
  /** Configured secret values: keys, tokens, passwords (server/env.ts `secretValues`). */
  secrets?: Iterable<string>;
}

/** Query parameters whose value is someone's sign-in; the logger writes `redacted` in their place. */
const SIGN_IN_QUERY =
  /(?:[?&]|%3F|%26)(?:token|code|state|access_token|id_token|hash)(?:=|%3D)(?!redacted(?:[&"\s\\%]|$))[^&"\s\\%]+/gi;
/** An invitation's page with anything but its route's shape where the token goes, plain or encoded. */
const INVITATION_PATH = /(?:\/|%2F)admin(?:\/|%2F)invite(?:\/|%2F)(?!:token|%3Atoken)[^/?&"\s\\%]{8,}/gi;
/** A UUID where an order's page or public API carries one: caught even for an order the run forgot. */
const ORDER_PATH =
  /(?:card-payment|orders(?:\/|%2F)public(?:(?:\/|%2F)feedback)?|admin(?:\/|%2F)orders)(?:\/|%2F)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The line with each found text masked (its length kept, to tell what kind of thing it was). */
const mask = (line: string, found: readonly string[]) =>
  found.reduce((masked, text) => masked.split(text).join(`<${text.length} characters>`), line).slice(0, 500);

/** Every finding in `log` (text of any number of lines), at most one per kind and line. */
export function scanLog(log: string, known: KnownSecrets = {}): LogFinding[] {
  const orderIds = [...(known.orderIds ?? [])].map((id) => id.toLowerCase());
  const secrets = [...(known.secrets ?? [])].filter((secret) => secret.length >= 8);
  const findings: LogFinding[] = [];
  for (const line of log.split("\n")) {
    if (!line.trim()) continue;
    const lower = line.toLowerCase();
    const found: { kind: LogFindingKind; texts: string[] }[] = [
      { kind: "signInToken", texts: [...line.matchAll(SIGN_IN_QUERY)].map((match) => match[0]) },
      { kind: "invitationToken", texts: [...line.matchAll(INVITATION_PATH)].map((match) => match[0]) },
      {
        kind: "orderId",
        texts: [
          ...orderIds.flatMap((id) => {
            const at = lower.indexOf(id);
            return at < 0 ? [] : [line.slice(at, at + id.length)];
          }),
          ...[...line.matchAll(ORDER_PATH)].map((match) => match[0]),
        ],
      },
      { kind: "secret", texts: secrets.filter((secret) => line.includes(secret)) },
    ];
    const everything = found.flatMap((entry) => entry.texts);
    for (const entry of found)
      if (entry.texts.length) findings.push({ kind: entry.kind, line: mask(line, everything) });
  }
  return findings;
}

/** The findings as a failure message: which kind, in which line (masked). */
export function describeFindings(findings: readonly LogFinding[]): string {
  return findings.map((finding) => `${finding.kind}: ${finding.line}`).join("\n");
}
