import { Form } from "react-router";
import { useI18n } from "../../../i18n/i18n-context";

/**
 * A switch as a one-button form: works without JavaScript, says its state and what the button will
 * do; with `label`, what it switches is written above it.
 */
export function CatalogSwitch(props: {
  hidden: Record<string, string>;
  field: string;
  on: boolean;
  testId: string;
  label?: string;
}) {
  const { t } = useI18n();
  const form = (
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
  return props.label ? (
    <div className="catalog-flag">
      <span className="small">{props.label}</span>
      {form}
    </div>
  ) : (
    form
  );
}
