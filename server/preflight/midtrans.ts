import { randomUUID } from "node:crypto";
import { createMidtransClient } from "../../adapters/payments/midtrans-client";
import { ok, PREFLIGHT_TIMEOUT_MS, providerFailure, type Finding } from "./finding";

/**
 * Midtrans's server key, asked the status of an order that cannot exist (GET /v2/{order_id}/status,
 * which moves nothing): "not found" means the key is accepted, 401 that it is refused (Midtrans's
 * "Error Code & Response Code": a wrong key, or a sandbox key against production).
 */
export async function checkMidtrans(keys: {
  apiUrl: string;
  snapUrl: string;
  serverKey: string;
  clientKey: string;
}): Promise<Finding[]> {
  const client = createMidtransClient({ ...keys, provider: "midtrans", timeoutMs: PREFLIGHT_TIMEOUT_MS });
  try {
    await client.fetchStatus({ paymentId: `preflight-${randomUUID()}` });
    return [ok(`Midtrans accepts MIDTRANS_SERVER_KEY at ${keys.apiUrl} (an order that does not exist: not found)`)];
  } catch (error) {
    return [providerFailure("Midtrans", "MIDTRANS_SERVER_KEY", error)];
  }
}
