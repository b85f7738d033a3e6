import { MARKET_CODES, type MarketCode } from "../../core/locales";
import { MARKETS, type PaymentProtocol } from "../../core/markets";
import { readConfig, type ShopConfig } from "../config";
import { checkEnv, OPERATOR_REQUIRED, sellingMarkets, withoutSecrets, type Env, type MarketSuffix } from "../env";
import { checkApigames } from "./apigames";
import { checkClick } from "./click";
import { checkDigiflazz } from "./digiflazz";
import { note, ok, problem, type Finding } from "./finding";
import { checkMidtrans } from "./midtrans";
import { checkOrigin } from "./origin";
import { checkPayme } from "./payme";
import { checkYooKassa } from "./yookassa";

type Provider = PaymentProtocol | "digiflazz" | "apigames";

const PROVIDERS: Record<Provider, { name: string; prefix: string }> = {
  midtrans: { name: "Midtrans", prefix: "MIDTRANS_" },
  yookassa: { name: "YooKassa", prefix: "YOOKASSA_" },
  payme: { name: "Payme", prefix: "PAYME_" },
  click: { name: "Click", prefix: "CLICK_" },
  digiflazz: { name: "Digiflazz", prefix: "DIGIFLAZZ_" },
  apigames: { name: "Apigames", prefix: "APIGAMES_" },
};

const MARKET_NAMES: Record<MarketCode, string> = {
  id: "Indonesia",
  en: "International",
  ru: "Russia",
  uz: "Uzbekistan",
};

/** A provider's check against the provider, or undefined when its keys are not all set. */
function providerCheck(
  provider: Provider,
  config: ShopConfig,
  publicOrigin: string | undefined,
): Promise<Finding[]> | undefined {
  const { payments, yookassa, payme, click, suppliers, fiscal, playerLookup } = config;
  if (provider === "midtrans") return payments.kind === "midtrans" ? checkMidtrans(payments) : undefined;
  if (provider === "yookassa")
    return yookassa && checkYooKassa({ ...yookassa, receipts: fiscal.requiredIn.includes("ru") });
  if (provider === "payme") return payme && checkPayme(payme, publicOrigin);
  if (provider === "click") return click && checkClick(click);
  if (provider === "apigames")
    return (
      playerLookup &&
      checkApigames(
        playerLookup,
        suppliers.some((supplier) => supplier.kind === "apigames"),
      )
    );
  const digiflazz = suppliers.find((supplier) => supplier.kind === "digiflazz");
  return digiflazz?.kind === "digiflazz" ? checkDigiflazz(digiflazz) : undefined;
}

/** The operator's details a market's pages name as the seller (server/env.ts requires them to sell). */
function sellerFindings(env: Env, suffix: MarketSuffix, sells: boolean): Finding[] {
  const missing = OPERATOR_REQUIRED.filter((name) => !(env[`${name}_${suffix}`] ?? env[name]));
  if (missing.length === 0)
    return [ok(`The seller is set (${env[`SHOP_LEGAL_NAME_${suffix}`] ?? env.SHOP_LEGAL_NAME})`)];
  const names = missing.map((name) => `${name}_${suffix}`).join(", ");
  return [
    sells
      ? problem(`The seller is missing: ${names}`)
      : note(
          `The seller is not set (${names}): the pages show the sample company while the market takes no real money`,
        ),
  ];
}

const LABELS: Record<Finding["level"], string> = { ok: "ok", problem: "PROBLEM", warning: "warning", note: "note" };

function section(title: string, findings: Finding[]): string {
  return [title, ...findings.map((finding) => `  ${LABELS[finding.level].padEnd(8)} ${finding.text}`)].join("\n");
}

/**
 * The preflight (`npm run preflight`): the shop's configuration read as `npm start` reads it, each
 * configured provider asked something that moves no money, and the answers per market. Exit code 1
 * when anything is a problem. No secret is printed: every configured secret is taken out of the
 * report, whatever a provider's answer quoted.
 */
export async function runPreflight(
  source: Record<string, string | undefined>,
): Promise<{ report: string; exitCode: number }> {
  const { problems, env } = checkEnv(source);
  // Each refusal of server/env.ts goes where it belongs: under its provider, its market, the
  // address, or the environment as a whole.
  const placeOf = (variable: string): string => {
    const provider = (Object.keys(PROVIDERS) as Provider[]).find((name) => variable.startsWith(PROVIDERS[name].prefix));
    if (provider) return provider;
    const market = /^SHOP_.+_(ID|EN|RU|UZ)$/.exec(variable)?.[1];
    if (market) return market;
    return variable === "PUBLIC_ORIGIN" ? "origin" : "environment";
  };
  const refusals = (place: string) =>
    problems
      .filter((entry) => placeOf(entry.variable) === place)
      .map(({ variable, message }) => problem(`${variable}: ${message}`));
  const sections: string[] = [];
  const all: Finding[] = [];
  const add = (title: string, findings: Finding[]) => {
    sections.push(section(title, findings));
    all.push(...findings);
  };

  // A variable that does not read on its own stops everything else: all the refusals go here.
  const general = env
    ? refusals("environment")
    : problems.map(({ variable, message }) => problem(`${variable}: ${message}`));
  add("Environment (as npm start reads it)", general.length ? general : [ok("Every variable reads")]);
  if (env) {
    const config = readConfig(env);
    const selling = new Set(config.live ? sellingMarkets(env) : []);
    const publicOrigin = env.PUBLIC_ORIGIN?.replace(/\/$/, "");
    // Each provider once, all at the same time; a provider whose variables break a rule is not asked.
    const checks = new Map<Provider, Promise<Finding[]>>();
    for (const provider of Object.keys(PROVIDERS) as Provider[]) {
      const broken = refusals(provider);
      const check = broken.length ? Promise.resolve(broken) : providerCheck(provider, config, publicOrigin);
      checks.set(provider, check ?? Promise.resolve([note(`${PROVIDERS[provider].name}: not configured (sandbox)`)]));
    }
    const originRefused = refusals("origin");
    const origin = originRefused.length ? Promise.resolve(originRefused) : checkOrigin(publicOrigin, config.live);
    add(`Every market (${config.live ? "live: real payment keys are set" : "test mode: no real payment keys"})`, [
      ...(await origin),
      ...(await checks.get("digiflazz")!),
      ...(await checks.get("apigames")!),
    ]);
    for (const market of MARKET_CODES) {
      const suffix = market.toUpperCase() as MarketSuffix;
      const providers = [...new Set(MARKETS[market].paymentMethods.map((method) => method.provider))];
      const marketRefused = refusals(suffix);
      const findings = marketRefused.length ? marketRefused : sellerFindings(env, suffix, selling.has(suffix));
      for (const provider of providers) findings.push(...(await checks.get(provider)!));
      add(`${MARKET_NAMES[market]} (${market}${selling.has(suffix) ? ", takes real money" : ""})`, findings);
    }
  }
  // A provider of two markets is listed under both: its problem counts once.
  const failed = new Set(all.filter((finding) => finding.level === "problem").map((finding) => finding.text)).size;
  const verdict = failed
    ? `${failed} problem${failed === 1 ? "" : "s"}: fix ${failed === 1 ? "it" : "them"} before taking real money.`
    : "Nothing is wrong.";
  const report = `${sections.join("\n\n")}\n\n${verdict} Nothing was paid, charged or refunded.\n`;
  return { report: withoutSecrets(report, source), exitCode: failed ? 1 : 0 };
}
