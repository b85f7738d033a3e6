import type { PromoCode } from "../../../../core/promos/promo-codes";
import { useI18n } from "../../../i18n/i18n-context";
import { percentText } from "./promo-form-values";
import { useConsoleClock } from "../../../components/admin/admin-time";

type Shown = Omit<PromoCode, "startsAt" | "endsAt"> & { startsAt: Date | string | null; endsAt: Date | string | null };

/** A code's terms in a few lines: value, scope, window, limits, use so far. */
export function PromoSummary({ promo }: { promo: Shown }) {
  const { t, money } = useI18n();
  const clock = useConsoleClock();
  // A code worth nothing off still counts: it adds the promo cashback and, for EPICWIN, the giveaway entry.
  const value =
    promo.kind === "percent"
      ? promo.percentBps === 0
        ? t("adminPromo.valueNone")
        : t("adminPromo.valuePercent", { percent: percentText(promo.percentBps) })
      : money({ amount: promo.amount, currency: promo.currency ?? "IDR" });
  const minimum =
    promo.minimumTotal > 0 && promo.currency
      ? ` · ${t("adminPromo.minimumText", { amount: money({ amount: promo.minimumTotal, currency: promo.currency }) })}`
      : "";
  const window =
    promo.startsAt || promo.endsAt
      ? [
          promo.startsAt ? t("adminPromo.from", { time: clock.time(promo.startsAt) }) : "",
          promo.endsAt ? t("adminPromo.until", { time: clock.time(promo.endsAt) }) : "",
        ]
          .filter(Boolean)
          .join(" ")
      : t("adminPromo.noWindow");
  const limit = (value: number | null) => (value === null ? t("adminPromo.unlimited") : String(value));
  return (
    <dl className="admin-facts" data-testid="promo-summary">
      <dt>{t("adminPromo.value")}</dt>
      <dd data-testid="promo-value">
        {value}
        {promo.currency && promo.kind === "percent" ? ` (${promo.currency})` : ""}
        {minimum}
      </dd>
      <dt>{t("adminPromo.scope")}</dt>
      <dd className="admin-wrap">
        {[promo.gameSlug ?? t("adminPromo.gameAny"), promo.productSku].filter(Boolean).join(" · ")}
      </dd>
      <dt>{t("adminPromo.window")}</dt>
      <dd>{window}</dd>
      <dt>{t("adminPromo.limits")}</dt>
      <dd>{t("adminPromo.limitsText", { perUser: limit(promo.perUserLimit), global: limit(promo.globalLimit) })}</dd>
      <dt>{t("adminPromo.used")}</dt>
      <dd data-testid="promo-used">
        {t("adminPromo.usedOf", { count: promo.redemptions, limit: limit(promo.globalLimit) })}
      </dd>
    </dl>
  );
}
