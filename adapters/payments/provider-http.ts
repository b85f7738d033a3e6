import { PaymentProviderError } from "../../core/payments/payments-port";

export interface ProviderRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Sent as JSON (with its content type); none for a call that carries no body. */
  body?: unknown;
  timeoutMs: number;
  /** The call as the errors name it: "yookassa: POST /payments". */
  what: string;
}

/**
 * One call to a payment provider's JSON API, the same for every adapter: its status and its body
 * parsed (undefined when it is empty or not JSON, for the adapter to refuse). No answer in time, or
 * none at all, is a PaymentProviderError naming the call: the caller retries later, never guesses.
 */
export async function callProvider(
  fetchImpl: typeof fetch,
  request: ProviderRequest,
): Promise<{ status: number; body: unknown }> {
  const hasBody = request.body !== undefined;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: {
        accept: "application/json",
        // A call without a body has no content type (an empty JSON body is invalid to some providers).
        ...(hasBody ? { "content-type": "application/json" } : {}),
        ...request.headers,
      },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new PaymentProviderError(
      timedOut ? `${request.what} timed out after ${request.timeoutMs} ms` : `${request.what} could not be reached`,
    );
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}
