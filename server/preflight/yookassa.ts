import { readShopSettings } from "../../adapters/payments/yookassa-client";
import { ok, PREFLIGHT_TIMEOUT_MS, problem, providerFailure, warning, type Finding } from "./finding";

/**
 * YooKassa's shop id and secret key, asked for the shop's settings (GET /me, which moves nothing):
 * 200 means the keys are accepted, 401 that they are refused. The settings also say whether it is a
 * test shop and whether YooKassa expects 54-FZ receipts, which must agree with YOOKASSA_RECEIPTS
 * (`receipts`): YooKassa refuses every payment without one when its receipts are on, and issues none
 * when they are off.
 */
export async function checkYooKassa(keys: {
  apiUrl: string;
  shopId: string;
  secretKey: string;
  receipts: boolean;
  fetch?: typeof fetch;
}): Promise<Finding[]> {
  try {
    const settings = await readShopSettings({ ...keys, timeoutMs: PREFLIGHT_TIMEOUT_MS });
    const findings = [ok(`YooKassa accepts YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (shop ${settings.account_id})`)];
    if (settings.test) findings.push(warning("YooKassa says this is a test shop: its payments are not real money"));
    const expects = settings.fiscalization_enabled === true;
    if (expects && keys.receipts)
      findings.push(
        ok("YooKassa's 54-FZ receipts are on, and the shop sends one with each payment (YOOKASSA_RECEIPTS)"),
      );
    else if (expects)
      findings.push(
        problem(
          "YooKassa expects a 54-FZ receipt with each payment (receipts are on in its settings) but YOOKASSA_RECEIPTS is off: every payment would be refused",
        ),
      );
    else if (keys.receipts)
      findings.push(
        problem(
          "YOOKASSA_RECEIPTS is on but YooKassa's receipts are off in its settings (fiscalization_enabled is not true): no receipt would be issued",
        ),
      );
    return findings;
  } catch (error) {
    return [providerFailure("YooKassa", "YOOKASSA_SHOP_ID with YOOKASSA_SECRET_KEY", error)];
  }
}
