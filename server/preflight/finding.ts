import { PaymentProviderError } from "../../core/payments/payments-port";

/**
 * One line of the preflight's report. "problem" is what would fail with real money (the command
 * exits 1); "warning" is right but worth a look; "note" is what is not checked: a provider not
 * configured, a duty the shop does not support yet.
 */
export interface Finding {
  level: "ok" | "problem" | "warning" | "note";
  text: string;
}

export const ok = (text: string): Finding => ({ level: "ok", text });
export const problem = (text: string): Finding => ({ level: "problem", text });
export const warning = (text: string): Finding => ({ level: "warning", text });
export const note = (text: string): Finding => ({ level: "note", text });

/** Every call the preflight makes gives up after this long, and says so. */
export const PREFLIGHT_TIMEOUT_MS = 10_000;

/**
 * A payment provider's error as a line: refused credentials (HTTP 401 or 403), another answer, or no
 * answer at all (the adapter's message says which: "could not be reached", "timed out after…").
 */
export function providerFailure(provider: string, keys: string, error: unknown): Finding {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PaymentProviderError && (error.status === 401 || error.status === 403))
    return problem(`${provider} refuses ${keys} (HTTP ${error.status}): ${message}`);
  if (error instanceof PaymentProviderError && error.status !== undefined)
    return problem(`${provider} answered with an error: ${message}`);
  const network = /could not be reached|timed out/.test(message);
  return problem(`${provider} could not be checked${network ? " (network error)" : ""}: ${message}`);
}
