import type { AccountFormDefinition } from "./types";

/** What the publisher (through a supplier) says about a game account. */
export type LookupResult =
  | { status: "found"; nickname: string; /** ISO 3166 code of the account's region, when known. */ region?: string }
  | { status: "not_found" }
  | { status: "not_allowed" }
  | { status: "unavailable" };

/** Port: finds the player behind a game account. */
export interface PlayerLookup {
  lookup(gameSlug: string, account: Record<string, string>, signal: AbortSignal): Promise<LookupResult>;
}

/** A lookup answers within 3 s, or the buyer may continue with a warning (decision 045). */
export const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * The account as the player check is asked about it: every field but a region select. The region is
 * the buyer's choice of top-up service, not part of who the player is: the check answers with the
 * account's own region, and the page suggests it before the buyer has chosen one. The page's check,
 * the order's and the survey's all ask this one question, so the nickname the buyer confirms on the
 * page is the one the order stores, whether the region was chosen before the check or after it.
 */
export function lookupQuestion(form: AccountFormDefinition, account: Record<string, string>): Record<string, string> {
  const region = form.fields.find((field) => field.type === "select" && field.kind === "region")?.name;
  return Object.fromEntries(Object.entries(account).filter(([name]) => name !== region));
}

/**
 * Asks the port about the game's account (its lookupQuestion), turning a slow answer or a failure
 * into "unavailable" (never an error for the buyer).
 */
export async function lookupPlayer(
  port: PlayerLookup,
  game: { slug: string; account: AccountFormDefinition },
  account: Record<string, string>,
  timeoutMs: number = LOOKUP_TIMEOUT_MS,
): Promise<LookupResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LookupResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve({ status: "unavailable" });
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      port.lookup(game.slug, lookupQuestion(game.account, account), controller.signal),
      timeout,
    ]);
  } catch {
    return { status: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * When the account lives in another region than the one the buyer chose, the option to choose
 * instead (the Mobile Legends region-mismatch notice). Undefined when they agree or nothing is known.
 */
export function regionMismatch(
  form: AccountFormDefinition,
  account: Record<string, string>,
  result: LookupResult,
): { field: string; suggested: string } | undefined {
  const suggestion = regionOfAccount(form, result);
  if (!suggestion) return undefined;
  const chosen = account[suggestion.field];
  return chosen && suggestion.suggested !== chosen ? suggestion : undefined;
}

/**
 * The region option the checked account belongs to (its own region, else "other"), which the page
 * fills in when the buyer has not chosen one yet. Undefined when the form has no region or the check
 * did not say.
 */
export function regionOfAccount(
  form: AccountFormDefinition,
  result: LookupResult,
): { field: string; suggested: string } | undefined {
  if (result.status !== "found" || !result.region) return undefined;
  const field = form.fields.find((candidate) => candidate.type === "select" && candidate.kind === "region");
  if (!field || field.type !== "select") return undefined;
  const suggested =
    field.options.find((option) => option.value === result.region) ??
    field.options.find((option) => option.value === "OTHER");
  return suggested ? { field: field.name, suggested: suggested.value } : undefined;
}
