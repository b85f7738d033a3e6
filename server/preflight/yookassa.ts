import { randomUUID } from "node:crypto";
import { createYooKassaClient } from "../../adapters/payments/yookassa-client";
import { ok, PREFLIGHT_TIMEOUT_MS, providerFailure, type Finding } from "./finding";

/**
 * YooKassa's shop id and secret key, asked for a payment that does not exist (GET /payments/{id},
 * which moves nothing): "not found" means the keys are accepted, 401 that they are refused.
 */
export async function checkYooKassa(keys: { apiUrl: string; shopId: string; secretKey: string }): Promise<Finding[]> {
  // No repeats: the operator runs it again.
  const client = createYooKassaClient({ ...keys, timeoutMs: PREFLIGHT_TIMEOUT_MS, retryDelaysMs: [] });
  try {
    await client.fetchStatus({ paymentId: "preflight", providerTransactionId: randomUUID() });
    return [ok(`YooKassa accepts YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (a payment that does not exist: not found)`)];
  } catch (error) {
    return [providerFailure("YooKassa", "YOOKASSA_SHOP_ID with YOOKASSA_SECRET_KEY", error)];
  }
}
