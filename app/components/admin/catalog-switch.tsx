import { Form } from "react-router";
import { useI18n } from "../../i18n/i18n-context";

/** A switch as a one-button form: works without JavaScript, says what it will do. */
export function CatalogSwitch(props: { hidden: Record<string, string>; field: string; on: boolean; testId: string }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="catalog-switch">
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="field" value={props.field} />
      <input type="hidden" name="value" value={props.on ? "off" : "on"} />
      <span className={props.on ? "catalog-state catalog-state--on" : "catalog-state"}>
        {t(props.on ? "adminCatalog.on" : "adminCatalog.off")}
      </span>
      <button type="submit" className="button button--ghost" data-testid={props.testId}>
        {t(props.on ? "adminCatalog.turnOff" : "adminCatalog.turnOn")}
      </button>
    </Form>
  );
}
