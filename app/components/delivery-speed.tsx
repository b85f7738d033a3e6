import type { DeliverySpeed, ShownDuration } from "../../core/orders/delivery-times";
import { LOCALE_INFO, type Locale } from "../../core/locales";
import { useI18n } from "../i18n/i18n-context";

/** A measured duration in the page's language, its unit written out: "40 seconds", "2 минуты". */
export function sayDuration(duration: ShownDuration, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_INFO[locale].iso, {
    style: "unit",
    unit: duration.unit,
    unitDisplay: "long",
  }).format(duration.value);
}

/**
 * How fast the game's orders arrive: measured over its last deliveries when there are enough of
 * them, said as measured, with the promise's contact-support time after it; otherwise the promise
 * alone.
 */
export function DeliverySpeedNote({ speed, supportAfter }: { speed: DeliverySpeed | null; supportAfter: number }) {
  const { t, locale } = useI18n();
  if (!speed) return <p className="muted small">{t("game.deliveryPromise", { minutes: supportAfter })}</p>;
  const say = (duration: ShownDuration) => sayDuration(duration, locale);
  return (
    <p className="muted small" data-testid="delivery-speed">
      {`${t("game.deliveryMeasured", {
        usually: say(speed.usually),
        nineInTen: say(speed.nineInTen),
        count: speed.deliveries,
      })} ${t("game.deliverySupportAfter", { minutes: supportAfter })}`}
    </p>
  );
}
