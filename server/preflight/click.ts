import { randomUUID } from "node:crypto";
import { callMerchantApi } from "../../adapters/payments/click-client";
import { clickDate } from "../../adapters/payments/click-protocol";
import type { ClickKeys } from "../config";
import { ok, PREFLIGHT_TIMEOUT_MS, problem, providerFailure, type Finding } from "./finding";

const KEYS = "CLICK_MERCHANT_USER_ID with CLICK_SECRET_KEY";

/**
 * Click's Merchant API keys, asked the status of a payment by a merchant_trans_id that does not exist,
 * today (GET payment/status_by_mti, which moves nothing). Click checks the Auth header first: an
 * answer in Click's shape means the keys are accepted, whatever it says of the payment; HTTP 401 or
 * 403 that they are refused.
 */
export async function checkClick(keys: ClickKeys, now = new Date()): Promise<Finding[]> {
  const service = encodeURIComponent(keys.serviceId);
  const path = `/payment/status_by_mti/${service}/preflight-${randomUUID()}/${clickDate(now)}`;
  try {
    const { status, answer } = await callMerchantApi(
      { ...keys, timeoutMs: PREFLIGHT_TIMEOUT_MS },
      "GET",
      path,
      "GET payment/status_by_mti",
    );
    if (status === 401 || status === 403)
      return [problem(`Click refuses ${KEYS} (HTTP ${status}${answer ? `, error_code ${answer.error_code}` : ""})`)];
    if (status < 200 || status > 299 || !answer)
      return [problem(`Click answered HTTP ${status} to GET payment/status_by_mti, not in its Merchant API's shape`)];
    const said = `error_code ${answer.error_code}${answer.error_note ? `, "${answer.error_note}"` : ""}`;
    return [ok(`Click accepts ${KEYS} for service ${keys.serviceId} (a payment that does not exist: ${said})`)];
  } catch (error) {
    return [providerFailure("Click", KEYS, error)];
  }
}
