import { Form, data, redirect, useActionData, useNavigation } from "react-router";
import { localizePath, splitLocalePath } from "../../core/locales";
import { minutesToWait, ORDER_LOOKUP_MESSAGES } from "../../i18n/order-lookup-failures";
import { Field } from "../components/field";
import { FormError } from "../components/form-error";
import { useI18n } from "../i18n/i18n-context";
import type { PageHandle } from "../i18n/page-handle";
import { metaTranslator, pageMeta } from "../lib/meta";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/find-order";

export const handle = { messages: ["findOrder"] } satisfies PageHandle;

/** The HTTP status of each refusal, as the API answers it. */
const STATUS = { invalid: 400, noMatch: 404, rateLimited: 429 } as const;

/**
 * Finding a lost order: the order number and the game ID or the receipt's e-mail or phone lead to
 * the order's page. A plain form posted to this route's action, so it works before (or without) the
 * page's script; the same use case answers POST /orders/public/lookup.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  return { messages: pageMessages({ url, context }, handle.messages) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, clientAddress } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const form = await request.formData();
  const text = (name: string, max: number) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
  // What was typed comes back with a refusal, so the form is not emptied (without the script too).
  const values = { number: text("number", 40), gameId: text("gameId", 120), contact: text("contact", 254) };
  const result = await services.orderLookup.find({ ...values, locale }, clientAddress);
  if (result.ok) throw redirect(localizePath(`/card-payment/${result.order.id}`, locale));
  const { code } = result.error;
  if (code === "rateLimited") {
    const wait = result.error.values.retryAfterSeconds;
    return data(
      { error: ORDER_LOOKUP_MESSAGES.rateLimited, minutes: minutesToWait(wait), values },
      { status: STATUS.rateLimited, headers: { "Retry-After": String(wait) } },
    );
  }
  return data({ error: ORDER_LOOKUP_MESSAGES[code], minutes: 0, values }, { status: STATUS[code] });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? pageMeta(t("findOrder.title"), t("findOrder.description")) : [];
};

export default function FindOrderPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useI18n();
  const typed = result?.values;
  return (
    <div className="find-order">
      <h1>{t("findOrder.title")}</h1>
      <p className="muted">{t("findOrder.intro")}</p>
      <Form method="post" className="card stack find-order__form">
        <Field
          label={t("findOrder.number")}
          id="find-order-number"
          name="number"
          hint={t("findOrder.numberHint")}
          defaultValue={typed?.number}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <fieldset className="find-order__details">
          <legend>{t("findOrder.detailsLegend")}</legend>
          <Field
            label={t("findOrder.gameId")}
            id="find-order-game-id"
            name="gameId"
            hint={t("findOrder.gameIdHint")}
            defaultValue={typed?.gameId}
            maxLength={120}
            autoComplete="off"
            spellCheck={false}
          />
          <p className="find-order__or" aria-hidden="true">
            {t("findOrder.or")}
          </p>
          <Field
            label={t("findOrder.contact")}
            id="find-order-contact"
            name="contact"
            hint={t("findOrder.contactHint")}
            defaultValue={typed?.contact}
            maxLength={254}
            autoComplete="email"
            spellCheck={false}
          />
        </fieldset>
        <FormError message={result ? t(result.error, { minutes: result.minutes }) : null} />
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("findOrder.submit")}
        </button>
      </Form>
    </div>
  );
}
