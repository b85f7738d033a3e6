import type { Locale } from "../../core/locales";
import type { ApiAnswer, ApiInput } from "../../contracts/api";
import { API_PATHS, SIGN_IN_REQUIRED_CODE, type ApiName } from "../../contracts/api-paths";

/** An API error: the server's `message` when it sent one, its `code` and field messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fields: Record<string, string> | undefined,
  ) {
    super(message);
  }
}

/** Raised on the window when the API says the session is gone (see SessionGuard). */
export const UNAUTHORIZED_EVENT = "kupi:unauthorized";

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * The browser's client for /backend/api: JSON in and out, the `locale` header, cookies for
 * the session. Safe methods are retried once on a transient status; writes never are.
 */
export async function apiRequest<T>(
  path: string,
  options: {
    method?: "GET" | "POST" | "PUT" | "DELETE";
    body?: unknown;
    locale: Locale;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  },
): Promise<T> {
  const method = options.method ?? "GET";
  const attempts = method === "GET" ? 2 : 1;
  let response: Response | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    response = await fetch(`/backend/api${path}`, {
      method,
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        locale: options.locale,
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
    });
    if (!RETRY_STATUSES.has(response.status) || attempt === attempts) break;
  }
  const payload: unknown = await response!.json().catch(() => undefined);
  if (!response!.ok) {
    const body = (payload ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
    if (response!.status === 401 && body.code === SIGN_IN_REQUIRED_CODE)
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    throw new ApiError(body.message ?? JSON.stringify(payload), response!.status, body.code, body.fields);
  }
  return payload as T;
}

/**
 * Calls an endpoint of the API's contract by name (contracts/api.ts): its path parameters, query and
 * body typed as the server validates them, its answer typed as the server serialises it. Only types
 * come from the contract's schemas, so no validator is shipped to the browser.
 */
export function callApi<N extends ApiName>(
  name: N,
  input: ApiInput<N> & { locale: Locale; signal?: AbortSignal; headers?: Record<string, string> },
): Promise<ApiAnswer<N>> {
  const { method, url } = API_PATHS[name];
  const parts = input as { params?: Record<string, string>; querystring?: Record<string, string>; body?: unknown };
  const path = url.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(parts.params?.[key] ?? ""));
  const query = parts.querystring ? `?${new URLSearchParams(parts.querystring).toString()}` : "";
  return apiRequest<ApiAnswer<N>>(path + query, {
    method,
    body: parts.body,
    locale: input.locale,
    signal: input.signal,
    headers: input.headers,
  });
}
