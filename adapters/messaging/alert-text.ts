import {
  consolePath,
  type AlertEvent,
  type AlertPhase,
  type Incident,
  type PendingAlert,
} from "../../core/alerts/alerts";
import { LOCALE_INFO, localizePath, type Language } from "../../core/locales";
import { formatMoney } from "../../core/money";
import { serverTranslator } from "../../i18n/catalog";

/** What an event says, in `language`: the values of its `alert.about.<kind>` message. */
function aboutValues(event: AlertEvent, language: Language): Record<string, string | number> {
  const money = (value: Parameters<typeof formatMoney>[0]) => formatMoney(value, LOCALE_INFO[language].iso);
  switch (event.kind) {
    case "deliveryFailed":
      return { game: event.game, supplier: event.supplier, order: event.orderNumber };
    case "deliveriesLate":
      return { supplier: event.supplier, orders: event.orders };
    case "supplierBalanceLow":
      return { supplier: event.supplier, balance: money(event.balance), threshold: money(event.threshold) };
    case "providerErrors":
      return { provider: event.provider, operation: event.operation, errors: event.errors };
    case "jobFailing":
      return { job: event.job, failures: event.failures };
    case "moneyOutOfBalance":
      return { scope: event.scope, difference: money(event.difference) };
    case "deliveredTwice":
      return { supplier: event.supplier, order: event.orderNumber };
  }
}

/**
 * Writes an alert in the operator's console language, with a link into the console at the shop's
 * public address (the console is mounted under each locale's prefix, as the shop's pages are).
 */
export function alertComposer(publicOrigin: string) {
  return (incident: Incident, phase: AlertPhase, alert: Pick<PendingAlert, "language">) => {
    const t = serverTranslator(alert.language);
    const event = incident.event;
    const kind = t(`alert.kind.${event.kind}`);
    const values = {
      kind,
      about: t(`alert.about.${event.kind}`, aboutValues(event, alert.language)),
      link: `${publicOrigin}${localizePath(consolePath(event), alert.language)}`,
      count: incident.count,
    };
    return phase === "opened"
      ? { subject: t("alert.subjectOpened", { kind }), text: t("alert.opened", values) }
      : { subject: t("alert.subjectCleared", { kind }), text: t("alert.cleared", values) };
  };
}
