import { readShopSettings } from "../../adapters/payments/yookassa-client";
import { ok, PREFLIGHT_TIMEOUT_MS, problem, providerFailure, warning, type Finding } from "./finding";

/**
 * YooKassa's shop id and secret key, asked for the shop's settings (GET /me, which moves nothing):
 * 200 means the keys are accepted, 401 that they are refused. The settings also say whether it is a
 * test shop and whether YooKassa expects 54-FZ receipts, which the shop does not send yet: YooKassa
 * would refuse every payment.
 */
export async function checkYooKassa(keys: {
  apiUrl: string;
  shopId: string;
  secretKey: string;
  fetch?: typeof fetch;
}): Promise<Finding[]> {
  try {
    const settings = await readShopSettings({ ...keys, timeoutMs: PREFLIGHT_TIMEOUT_MS });
    const findings = [ok(`YooKassa accepts YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (shop ${settings.account_id})`)];
    if (settings.test) findings.push(warning("YooKassa says this is a test shop: its payments are not real money"));
    if (settings.fiscalization_enabled)
      findings.push(
        problem(
          "YooKassa expects a 54-FZ receipt with each payment (receipts are on in its settings), which the shop does not send yet: every payment would be refused",
        ),
      );
    return findings;
  } catch (error) {
    return [providerFailure("YooKassa", "YOOKASSA_SHOP_ID with YOOKASSA_SECRET_KEY", error)];
  }
}
