import { useLocation } from "react-router";
import type { PromiseView } from "../../../core/orders/promise-compensation";
import { useI18n } from "../../i18n/i18n-context";
import { SignInMethods } from "../sign-in-methods";

/**
 * A delivery past its game's promise (decision 063): the gold added for it, or, on a guest's order,
 * the gold a sign-in on this page receives (the sign-in comes back here, whose load grants it).
 */
export function PromiseNote(props: { promise: PromiseView | null }) {
  const { t, money } = useI18n();
  const location = useLocation();
  const { promise } = props;
  if (!promise) return null;
  const values = { minutes: promise.promiseMinutes, amount: money(promise.amount) };
  if (promise.kind === "granted")
    return (
      <p className="card promise-note" data-testid="promise-granted">
        {t("order.promiseGranted", values)}
      </p>
    );
  return (
    <section className="card promise-note" data-testid="promise-offer">
      <p>{t("order.promiseOffer", values)}</p>
      <SignInMethods returnTo={location.pathname} />
    </section>
  );
}
