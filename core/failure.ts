/**
 * The one shape of a use case's refusal: `{ ok: false, error: { code, values } }`. The
 * code names what went wrong in the domain's words; `values` carries what a message about it needs.
 * Adapters map codes to their own answers (the API: adapters/http/api-error.ts), in one place each.
 */
export interface Failure<C extends string, V = undefined> {
  ok: false;
  error: V extends undefined ? { code: C; values?: undefined } : { code: C; values: V };
}

export function failure<C extends string>(code: C): Failure<C>;
export function failure<C extends string, V>(code: C, values: V): Failure<C, V>;
export function failure<C extends string, V>(code: C, values?: V) {
  return { ok: false as const, error: values === undefined ? { code } : { code, values } };
}

/** The codes a use case's result can refuse with: "invalidCode" | "expired" | ... */
export type FailureCode<R> = Extract<R, { ok: false }> extends { error: { code: infer C extends string } } ? C : never;
