import { z } from "zod";
import { depositSign, normalizeRc, rcInfo } from "../../adapters/supplier/digiflazz-protocol";
import { postDigiflazz } from "../../adapters/supplier/digiflazz-supplier";
import { ok, PREFLIGHT_TIMEOUT_MS, problem, warning, type Finding } from "./finding";

/**
 * A deposit under this many rupiah is worth a warning: a few dozen top-ups, and every order after it
 * fails at the supplier (rc 44) while the buyer has paid.
 */
const LOW_DEPOSIT_IDR = 1_000_000;

const depositAnswer = z.object({ data: z.object({ deposit: z.number() }) });
const refusal = z.object({ data: z.object({ rc: z.union([z.string(), z.number()]), message: z.string().optional() }) });

const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID", { maximumFractionDigits: 0 })}`;

/**
 * Digiflazz's Cek Saldo (POST /cek-saldo, cmd "deposit", signed md5(username + apiKey + "depo")):
 * it moves nothing, shows the key is accepted and tells the deposit.
 */
export async function checkDigiflazz(supplier: {
  baseUrl: string;
  username: string;
  apiKey: string;
  testing: boolean;
}): Promise<Finding[]> {
  const findings: Finding[] = [];
  try {
    const answer = await postDigiflazz(
      { baseUrl: supplier.baseUrl, timeoutMs: PREFLIGHT_TIMEOUT_MS },
      "/cek-saldo",
      "cek-saldo",
      {
        cmd: "deposit",
        username: supplier.username,
        sign: depositSign(supplier.username, supplier.apiKey),
      },
    );
    const deposit = depositAnswer.safeParse(answer.body);
    const refused = refusal.safeParse(answer.body);
    if (deposit.success) {
      const amount = deposit.data.data.deposit;
      findings.push(ok(`Digiflazz accepts DIGIFLAZZ_USERNAME with DIGIFLAZZ_API_KEY; deposit ${rupiah(amount)}`));
      if (amount < LOW_DEPOSIT_IDR)
        findings.push(warning(`Digiflazz's deposit is under ${rupiah(LOW_DEPOSIT_IDR)}: top it up before orders fail`));
    } else if (refused.success) {
      const rc = normalizeRc(refused.data.data.rc) ?? String(refused.data.data.rc);
      const words = refused.data.data.message || rcInfo(rc).meaning;
      findings.push(problem(`Digiflazz refuses DIGIFLAZZ_USERNAME with DIGIFLAZZ_API_KEY: rc ${rc}, "${words}"`));
    } else findings.push(problem(`Digiflazz answered HTTP ${answer.status} to cek-saldo, not in its shape`));
  } catch (error) {
    findings.push(problem(`Digiflazz could not be checked: ${error instanceof Error ? error.message : String(error)}`));
  }
  findings.push(
    supplier.testing
      ? warning("DIGIFLAZZ_TESTING is on: Digiflazz only pretends to buy (development mode)")
      : ok("DIGIFLAZZ_TESTING is off: Digiflazz buys for real"),
  );
  return findings;
}
