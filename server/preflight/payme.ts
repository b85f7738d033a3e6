import { randomBytes, randomUUID } from "node:crypto";
import { callSubscribeApi } from "../../adapters/payments/payme-client";
import { PAYME_ERRORS, paymeAuthorization } from "../../adapters/payments/payme-protocol";
import { callProvider } from "../../adapters/payments/provider-http";
import { ok, PREFLIGHT_TIMEOUT_MS, problem, providerFailure, type Finding } from "./finding";

interface PaymeKeys {
  merchantId: string;
  key: string;
  checkoutUrl: string;
  apiUrl: string;
}

/** The code of a JSON-RPC error answer, undefined for anything else. */
function errorCode(body: unknown): number | undefined {
  const error = (body as { error?: { code?: unknown } } | undefined)?.error;
  return typeof error?.code === "number" ? error.code : undefined;
}

/**
 * Payme calls the shop, so the shop's own endpoint at PUBLIC_ORIGIN is asked what Payme asks first,
 * CheckPerformTransaction, for an order that does not exist: with a wrong key it must answer -32504,
 * with PAYME_KEY the order-not-found code (-31050). That shows the endpoint answers from the internet
 * and runs with the key Payme will send. CheckPerformTransaction reserves nothing.
 */
async function checkEndpoint(keys: PaymeKeys, publicOrigin: string | undefined): Promise<Finding> {
  if (!publicOrigin) return problem("Payme's endpoint cannot be checked without PUBLIC_ORIGIN");
  const url = `${publicOrigin}/backend/api/payments/payme`;
  const ask = (key: string) =>
    callProvider(fetch, {
      method: "POST",
      url,
      headers: { authorization: paymeAuthorization(key) },
      body: {
        jsonrpc: "2.0",
        id: 1,
        method: "CheckPerformTransaction",
        params: { amount: 100_000, account: { order_id: `preflight-${randomBytes(6).toString("hex")}` } },
      },
      timeoutMs: PREFLIGHT_TIMEOUT_MS,
      what: `POST ${url}`,
    });
  try {
    const wrong = await ask(`preflight-${randomUUID()}`);
    const right = await ask(keys.key);
    const wrongCode = errorCode(wrong.body);
    const rightCode = errorCode(right.body);
    if (wrong.status !== 200 || right.status !== 200)
      return problem(
        `The shop's Payme endpoint ${url} answered HTTP ${right.status}: is the server at PUBLIC_ORIGIN running with PAYME_MERCHANT_ID and PAYME_KEY?`,
      );
    if (wrongCode !== PAYME_ERRORS.auth.code)
      return problem(
        `The shop's Payme endpoint ${url} did not refuse a wrong key with -32504 (it answered ${wrongCode})`,
      );
    if (rightCode === PAYME_ERRORS.auth.code)
      return problem(
        `The shop's Payme endpoint ${url} refuses PAYME_KEY (-32504): the server at PUBLIC_ORIGIN runs with another key`,
      );
    if (rightCode !== PAYME_ERRORS.orderNotFound.code)
      return problem(
        `The shop's Payme endpoint ${url} answered ${rightCode} for an order that does not exist, not -31050`,
      );
    return ok(`The shop's Payme endpoint ${url} answers with PAYME_KEY (a wrong key: -32504; no such order: -31050)`);
  } catch (error) {
    return providerFailure("The shop's Payme endpoint", "PAYME_KEY", error);
  }
}

/**
 * The Subscribe API, which refunds go through, asked to check a receipt that does not exist
 * (receipts.check reads a receipt's state and changes nothing, decision 023): -32504 means it refuses
 * PAYME_MERCHANT_ID with PAYME_KEY; any other answer that it took them.
 */
async function checkSubscribeApi(keys: PaymeKeys): Promise<Finding> {
  try {
    const reply = await callSubscribeApi({ ...keys, timeoutMs: PREFLIGHT_TIMEOUT_MS }, 1, "receipts.check", {
      id: randomBytes(12).toString("hex"),
    });
    const code = errorCode(reply);
    if (code === PAYME_ERRORS.auth.code)
      return problem("Payme's Subscribe API refuses PAYME_MERCHANT_ID with PAYME_KEY (-32504): refunds would fail");
    return ok(
      `Payme's Subscribe API accepts PAYME_MERCHANT_ID with PAYME_KEY (a receipt that does not exist: ${code ?? "a result"})`,
    );
  } catch (error) {
    return providerFailure("Payme's Subscribe API", "PAYME_MERCHANT_ID with PAYME_KEY", error);
  }
}

export async function checkPayme(keys: PaymeKeys, publicOrigin: string | undefined): Promise<Finding[]> {
  return Promise.all([checkEndpoint(keys, publicOrigin), checkSubscribeApi(keys)]);
}
