import { accountSign } from "../../adapters/supplier/apigames-protocol";
import { callApigames, type ApigamesOptions } from "../../adapters/supplier/apigames-supplier";
import { note, ok, PREFLIGHT_TIMEOUT_MS, problem, type Finding } from "./finding";

/**
 * Apigames' account check ("Cek Akun Game", signed md5(merchant_id + secret_key)) for a Free Fire ID:
 * it buys nothing, and a refused signature shows the keys are wrong. Then whether Apigames delivers
 * (SUPPLIERS names it) or only checks players.
 */
export async function checkApigames(
  keys: Pick<ApigamesOptions, "baseUrl" | "merchantId" | "secretKey">,
  delivers: boolean,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  const query = new URLSearchParams({ user_id: "1234567890", signature: accountSign(keys.merchantId, keys.secretKey) });
  try {
    const { envelope } = await callApigames(
      { baseUrl: keys.baseUrl, timeoutMs: PREFLIGHT_TIMEOUT_MS },
      {
        path: `/merchant/${encodeURIComponent(keys.merchantId)}/cek-username/freefire?${query}`,
        what: "account check",
      },
    );
    findings.push(
      envelope.status === 1
        ? ok("Apigames accepts APIGAMES_MERCHANT_ID with APIGAMES_SECRET_KEY (its account check answers)")
        : problem(
            `Apigames refuses APIGAMES_MERCHANT_ID with APIGAMES_SECRET_KEY: "${(envelope.error_msg ?? "no reason").slice(0, 120)}"`,
          ),
    );
  } catch (error) {
    findings.push(problem(`Apigames could not be checked: ${error instanceof Error ? error.message : String(error)}`));
  }
  findings.push(
    delivers
      ? ok("SUPPLIERS names apigames: Apigames delivers, and checks players")
      : note("Apigames checks players only: it does not deliver (SUPPLIERS=digiflazz,apigames would add it)"),
  );
  return findings;
}
