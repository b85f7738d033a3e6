import { Form } from "react-router";
import { useI18n } from "../../../i18n/i18n-context";

/** Pause or resume a code: one button posting to the page's promo action (intent=active). */
export function PromoToggle({ code, active }: { code: string; active: boolean }) {
  const { t } = useI18n();
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="active" />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="active" value={String(!active)} />
      <button type="submit" className="button button--ghost" data-testid="promo-toggle">
        {t(active ? "adminPromo.pause" : "adminPromo.resume")}
      </button>
    </Form>
  );
}
