import { Form, useActionData, useLoaderData } from "react-router";
import { pricesForm } from "../../../../contracts/console-forms";
import { CURRENCIES, MINOR_DIGITS, type Currency } from "../../../../core/money";
import { formatDecimal } from "../../../../core/pricing/decimal-input";
import { PRICE_REASON_MAX, PRICE_REASON_MIN } from "../../../../core/pricing/margin";
import { Field } from "../../../components/field";
import { ReasonField } from "../../../components/admin/reason-field";
import { CatalogOutcome } from "./catalog-outcome";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/prices";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin", "adminCatalog"] } satisfies PageHandle;

const FOREIGN: readonly Currency[] = CURRENCIES.filter((currency) => currency !== "IDR");

/** Margin rules, rates and the preview of what they would do (`?preview=1&game=`), which changes nothing. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "prices");
  const { services } = context.get(requestScope);
  const game = url.searchParams.get("game") || undefined;
  const [rules, rates, games] = await Promise.all([
    services.catalogAdmin.rules(),
    services.catalogAdmin.rates(),
    services.catalogAdmin.games(),
  ]);
  const known = game === undefined || games.some((row) => row.slug === game);
  const preview = url.searchParams.has("preview") && known ? await services.catalogAdmin.preview(game) : null;
  return {
    messages: pageMessages({ url, context }, handle.messages),
    rules,
    rates,
    games: games.map(({ slug, name }) => ({ slug, name })),
    game: known ? (game ?? "") : "",
    preview,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "prices");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(pricesForm, await request.formData(), "adminCatalog.invalid");
  if (!form.ok) return refuse(form.error);
  const asked = form.value;
  switch (asked.intent) {
    case "rule": {
      const { scope, target, basisPoints, fixedIdr } = asked;
      const saved = await services.catalogAdmin.saveRule(me, { scope, target, basisPoints, fixedIdr }, { requestId });
      return saved.ok ? { saved: true as const } : refuse("adminCatalog.notFound");
    }
    case "removeRule": {
      const removed = await services.catalogAdmin.removeRule(me, asked.scope, asked.target, { requestId });
      return removed.ok ? { saved: true as const } : refuse("adminCatalog.notFound");
    }
    case "rate":
      await services.catalogAdmin.setRate(me, asked.currency, asked.rate, { requestId });
      return { saved: true as const };
    case "apply": {
      const { game, token, reason } = asked;
      const result = await services.catalogAdmin.apply(
        me,
        { gameSlug: game ?? undefined, token, reason },
        { requestId },
      );
      if (result.ok) return { applied: result.changed };
      return refuse(result.error.code === "stale" ? "adminCatalog.stale" : "adminCatalog.belowCost");
    }
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminCatalog.pricesTitle")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminPricesPage() {
  const { rules, rates, games, game, preview } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, money } = useI18n();
  const gameName = (slug: string) => games.find((row) => row.slug === slug)?.name ?? slug;
  return (
    <>
      <h1>{t("adminCatalog.pricesTitle")}</h1>
      <p className="muted">{t("adminCatalog.pricesText")}</p>
      {result && "applied" in result ? (
        <p role="status" data-testid="prices-applied">
          {t("adminCatalog.applied", { count: result.applied ?? 0 })}
        </p>
      ) : null}
      <CatalogOutcome result={result} />

      <section className="card stack" aria-labelledby="rules-title">
        <h2 id="rules-title">{t("adminCatalog.rules")}</h2>
        {rules.length ? (
          <ul className="admin-list" data-testid="price-rules">
            {rules.map((rule) => (
              <li key={`${rule.scope}:${rule.target}`} className="catalog-row">
                <span>
                  <strong>{t(`adminCatalog.scope.${rule.scope}`)}</strong>
                  {rule.target ? ` · ${rule.scope === "game" ? gameName(rule.target) : rule.target}` : ""}
                  {" · "}
                  {t("adminCatalog.ruleLine", {
                    percent: formatDecimal(rule.basisPoints, 2),
                    fixed: money({ amount: rule.fixedIdr, currency: "IDR" }),
                  })}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="removeRule" />
                  <input type="hidden" name="scope" value={rule.scope} />
                  <input type="hidden" name="target" value={rule.target} />
                  <button type="submit" className="button button--ghost">
                    {t("adminCatalog.ruleRemove")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("adminCatalog.noRules")}</p>
        )}
        <Form method="post" className="catalog-form" data-testid="rule-form">
          <input type="hidden" name="intent" value="rule" />
          <Field label={t("adminCatalog.scope")}>
            {(control) => (
              <select {...control} name="scope" defaultValue="game" data-testid="rule-scope">
                {(["shop", "game", "product"] as const).map((scope) => (
                  <option key={scope} value={scope}>
                    {t(`adminCatalog.scope.${scope}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t("adminCatalog.target")}
            hint={t("adminCatalog.targetHint")}
            name="target"
            maxLength={80}
            data-testid="rule-target"
          />
          <Field
            label={t("adminCatalog.percent")}
            hint={t("adminCatalog.percentHint")}
            name="percent"
            inputMode="decimal"
            required
            data-testid="rule-percent"
          />
          <Field
            label={t("adminCatalog.fixed")}
            name="fixed"
            inputMode="numeric"
            defaultValue="0"
            data-testid="rule-fixed"
          />
          <button type="submit" className="button" data-testid="rule-save">
            {t("adminCatalog.ruleSave")}
          </button>
        </Form>
      </section>

      <section className="card stack" aria-labelledby="rates-title">
        <h2 id="rates-title">{t("adminCatalog.rates")}</h2>
        <p className="muted">{t("adminCatalog.ratesText")}</p>
        {FOREIGN.map((currency) => (
          <Form method="post" key={currency} className="catalog-form catalog-form--inline">
            <input type="hidden" name="intent" value="rate" />
            <input type="hidden" name="currency" value={currency} />
            <Field
              label={t("adminCatalog.rateLabel", { currency })}
              placeholder={t("adminCatalog.noRate")}
              name="rate"
              inputMode="decimal"
              required
              defaultValue={rates[currency] === undefined ? "" : formatDecimal(rates[currency], MINOR_DIGITS[currency])}
              data-testid={`rate-${currency}`}
            />
            <button type="submit" className="button button--ghost">
              {t("adminCatalog.rateSave")}
            </button>
          </Form>
        ))}
      </section>

      <section className="card stack" aria-labelledby="preview-title">
        <h2 id="preview-title">{t("adminCatalog.preview")}</h2>
        <Form method="get" className="catalog-form">
          <input type="hidden" name="preview" value="1" />
          <Field label={t("adminCatalog.previewGame")}>
            {(control) => (
              <select {...control} name="game" defaultValue={game} data-testid="preview-game">
                <option value="">{t("adminCatalog.allGames")}</option>
                {games.map((row) => (
                  <option key={row.slug} value={row.slug}>
                    {row.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button" data-testid="preview-submit">
            {t("adminCatalog.previewButton")}
          </button>
        </Form>
        {preview ? (
          <div className="stack" data-testid="price-preview">
            <p>
              {preview.rows.length
                ? t("adminCatalog.previewCount", { count: preview.rows.length })
                : t("adminCatalog.previewEmpty")}
            </p>
            {preview.belowCost.length ? (
              <p className="field__error" data-testid="preview-below-cost">
                {t("adminCatalog.belowCostList", {
                  skus: preview.belowCost.map((row) => `${row.sku} ${row.currency}`).join(", "),
                })}
              </p>
            ) : null}
            {preview.noCost.length ? (
              <p className="muted small admin-wrap">
                {t("adminCatalog.noCostList", { skus: preview.noCost.join(", ") })}
              </p>
            ) : null}
            {preview.noRate.length ? (
              <p className="muted small">{t("adminCatalog.noRateList", { currencies: preview.noRate.join(", ") })}</p>
            ) : null}
            {preview.rows.length ? (
              <ScrollRegion label={t("adminCatalog.preview")}>
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("adminCatalog.product")}</th>
                      <th scope="col">{t("adminCatalog.currentNext")}</th>
                      <th scope="col">{t("adminCatalog.cost")}</th>
                      <th scope="col">{t("adminCatalog.margin")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.rows.map((row) => (
                      <tr key={`${row.sku}:${row.currency}`} data-testid={`preview-row-${row.sku}-${row.currency}`}>
                        <th scope="row">
                          {row.sku}
                          <span className="admin-table__sub">{t(`adminCatalog.scope.${row.rule}`)}</span>
                        </th>
                        <td className="admin-table__nowrap">
                          {money({ amount: row.current, currency: row.currency })} →{" "}
                          <strong>{money({ amount: row.next, currency: row.currency })}</strong>
                        </td>
                        <td className="admin-table__nowrap">{money({ amount: row.cost, currency: row.currency })}</td>
                        <td className="admin-table__nowrap">{money({ amount: row.margin, currency: row.currency })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            ) : null}
            {preview.rows.length && !preview.belowCost.length ? (
              <Form method="post" className="catalog-form" data-testid="apply-form">
                <input type="hidden" name="intent" value="apply" />
                <input type="hidden" name="token" value={preview.token} />
                <input type="hidden" name="game" value={game} />
                <ReasonField
                  label={t("adminCatalog.reason")}
                  hint={t("adminCatalog.reasonHint")}
                  minLength={PRICE_REASON_MIN}
                  maxLength={PRICE_REASON_MAX}
                  rows={2}
                  testId="apply-reason"
                />
                <button type="submit" className="button" data-testid="apply-submit">
                  {t("adminCatalog.apply")}
                </button>
              </Form>
            ) : null}
          </div>
        ) : null}
      </section>
    </>
  );
}
