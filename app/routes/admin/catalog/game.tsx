import { Form, Link, data, useActionData, useLoaderData } from "react-router";
import { catalogProductForm } from "../../../../contracts/console-forms";
import { PRICE_REASON_MAX, PRICE_REASON_MIN } from "../../../../core/pricing/margin";
import { can } from "../../../../core/admin/permissions";
import { wallClockInstant } from "../../../../core/admin/console-time";
import { FISCAL_MARKETS, hasFiscalCodes } from "../../../../core/catalog/fiscal";
import { saleIsOn } from "../../../../core/pricing/sale-window";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { CatalogSwitch } from "./catalog-switch";
import { Field } from "../../../components/field";
import { CatalogOutcome } from "./catalog-outcome";
import { ArtForm } from "./art-form";
import { FiscalCodesForm } from "./fiscal-form";
import { artAction } from "./art-form.server";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/game";

export const handle = { messages: ["admin", "adminCatalog", "adminArt"] } satisfies PageHandle;

/**
 * One game's art and products: on and off, the first top-up bonus, prices and temporary discounts,
 * and their fiscal codes per market (each product's, or the same for all at once); a product held
 * back for lack of codes a market requires is marked.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const me = await requireOperatorPage({ request, url, context }, "catalog");
  const { services } = context.get(requestScope);
  const now = new Date();
  const game = (await services.catalogAdmin.games()).find((row) => row.slug === params.game);
  if (!game) throw data({ message: "adminCatalog.notFound" }, { status: 404 });
  const requiredIn = services.catalogAdmin.fiscalRequiredIn;
  return {
    messages: pageMessages({ url, context }, handle.messages),
    game,
    products: (await services.catalogAdmin.products(game.slug)).map((product) => ({
      ...product,
      prices: product.prices.map((price) => ({ ...price, saleOn: saleIsOn(price, now) })),
      heldIn: product.active ? requiredIn.filter((market) => !hasFiscalCodes(product.fiscal, market)) : [],
    })),
    canPrice: can(me.role, "prices"),
    art: await services.art.uploads.current({ kind: "game", slug: game.slug }),
  };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  // Every form of the page is the catalog's; a discount is also the prices'.
  let me = await requireOperatorPage({ request, url, context }, "catalog");
  const { services, requestId } = context.get(requestScope);
  const posted = await request.formData();
  const form = parseForm(catalogProductForm, posted, "adminCatalog.invalid");
  if (!form.ok) return refuse(form.error);
  const asked = form.value;
  if (asked.intent === "art" || asked.intent === "removeArt")
    return artAction(me, services, requestId, asked.intent, posted, { kind: "game", slug: params.game }, async () =>
      (await services.catalogAdmin.games()).some((game) => game.slug === params.game),
    );
  if (asked.intent === "fiscalGame") {
    const set = await services.catalogAdmin.setFiscalCodes(me, { gameSlug: params.game }, asked.market, asked.codes, {
      requestId,
    });
    return set.ok ? { saved: true as const } : refuse("adminCatalog.notFound");
  }
  if (asked.intent === "sale") me = await requireOperatorPage({ request, url, context }, "prices");
  const product = await services.catalogAdmin.product(asked.sku);
  if (!product || product.gameSlug !== params.game) return refuse("adminCatalog.notFound");
  if (asked.intent === "fiscal")
    await services.catalogAdmin.setFiscalCodes(me, { sku: product.sku }, asked.market, asked.codes, { requestId });
  if (asked.intent === "bonus")
    await services.catalogAdmin.setProductFlags(me, product.sku, { firstTopUpBonus: asked.bonus }, { requestId });
  if (asked.intent === "flag")
    await services.catalogAdmin.setProductFlags(me, product.sku, { active: asked.value }, { requestId });
  if (asked.intent === "sale") {
    const price = product.prices.find((row) => row.currency === asked.currency);
    if (!price) return refuse("adminCatalog.notFound");
    if (asked.amount !== null && asked.amount >= price.listAmount) return refuse("adminCatalog.saleNotBelowList");
    // The window as typed is on the shop's clock (decision 052).
    const zone = await services.shopTimeZone.current();
    const read = (typed: string | null) => (typed === null ? null : wallClockInstant(typed, zone));
    const [saleStartsAt, saleEndsAt] = [read(asked.startsAt), read(asked.endsAt)];
    if (saleStartsAt === undefined || saleEndsAt === undefined) return refuse("adminCatalog.invalid");
    await services.catalogAdmin.setSale(
      me,
      product.sku,
      { currency: asked.currency, saleAmount: asked.amount, saleStartsAt, saleEndsAt },
      asked.reason,
      { requestId },
    );
  }
  return { saved: true as const };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const t = metaTranslator(matches);
  return t && loaded
    ? [...pageMeta(t("adminCatalog.gameTitle", { game: loaded.game.name })), { name: "robots", content: "noindex" }]
    : [{ name: "robots", content: "noindex" }];
};

export default function AdminCatalogGamePage() {
  const { game, products, canPrice, art } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, money, href } = useI18n();
  const clock = useConsoleClock();
  return (
    <>
      <p>
        <Link to={href("/admin/catalog")}>{t("adminCatalog.back")}</Link>
      </p>
      <h1>{t("adminCatalog.gameTitle", { game: game.name })}</h1>
      <CatalogOutcome result={result && "artSubject" in result ? undefined : result} />
      <section className="card stack" aria-labelledby="game-art-title">
        <h2 id="game-art-title">{t("adminArt.title")}</h2>
        <ArtForm
          subject={{ kind: "game", slug: game.slug }}
          name={game.name}
          art={art}
          outcome={result && "artSubject" in result ? result : undefined}
        />
      </section>
      <section className="card stack" aria-labelledby="game-fiscal-title">
        <h2 id="game-fiscal-title">{t("adminCatalog.fiscalAllTitle")}</h2>
        <p className="muted small">{t("adminCatalog.fiscalAllText")}</p>
        {FISCAL_MARKETS.map((market) => (
          <FiscalCodesForm key={market} market={market} codes={undefined} />
        ))}
      </section>
      <ul className="catalog-list" data-testid="catalog-products">
        {products.map((product) => (
          <li key={product.sku} className="card catalog-item stack" data-testid={`catalog-product-${product.sku}`}>
            <h2 className="catalog-item__title">
              {product.label} <span className="muted small">{product.sku}</span>
            </h2>
            <p className="muted small">
              {t("adminCatalog.supplierSku")}:{" "}
              {product.offers.length
                ? product.offers.map((offer) => `${offer.supplier} ${offer.supplierSku}`).join(" · ")
                : t("adminCatalog.none")}
            </p>
            {product.heldIn.map((market) => (
              <p key={market} className="catalog-held" role="note" data-testid={`fiscal-held-${market}-${product.sku}`}>
                {t("adminCatalog.fiscalHeld", { market })}
              </p>
            ))}
            <CatalogSwitch
              hidden={{ intent: "flag", sku: product.sku }}
              field="active"
              on={product.active}
              testId={`product-active-${product.sku}`}
            />
            <ul className="catalog-prices">
              {product.prices.map((price) => (
                <li key={price.currency}>
                  <strong>{money({ amount: price.listAmount, currency: price.currency })}</strong>
                  {price.sample ? <span className="muted small"> ({t("adminCatalog.sample")})</span> : null}
                  {price.saleAmount !== null ? (
                    <span className={price.saleOn ? "catalog-sale catalog-sale--on" : "catalog-sale"}>
                      {" · "}
                      {price.saleStartsAt || price.saleEndsAt
                        ? t("adminCatalog.saleNow", {
                            price: money({ amount: price.saleAmount, currency: price.currency }),
                            from: price.saleStartsAt ? clock.time(price.saleStartsAt) : t("adminCatalog.open"),
                            to: price.saleEndsAt ? clock.time(price.saleEndsAt) : t("adminCatalog.open"),
                          })
                        : t("adminCatalog.saleOpen", {
                            price: money({ amount: price.saleAmount, currency: price.currency }),
                          })}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
            <details>
              <summary>{t("adminCatalog.firstTopUpBonus")}</summary>
              <Form method="post" className="catalog-form catalog-form--inline">
                <input type="hidden" name="intent" value="bonus" />
                <input type="hidden" name="sku" value={product.sku} />
                <Field
                  label={t("adminCatalog.firstTopUpBonus")}
                  hint={t("adminCatalog.firstTopUpBonusHint")}
                  name="bonus"
                  inputMode="numeric"
                  defaultValue={product.firstTopUpBonus === null ? "" : String(product.firstTopUpBonus)}
                />
                <button type="submit" className="button button--ghost">
                  {t("adminCatalog.save")}
                </button>
              </Form>
            </details>
            {canPrice ? (
              <details>
                <summary>{t("adminCatalog.saleTitle")}</summary>
                <Form method="post" className="catalog-form" data-testid={`sale-form-${product.sku}`}>
                  <input type="hidden" name="intent" value="sale" />
                  <input type="hidden" name="sku" value={product.sku} />
                  <Field label={t("adminCatalog.currency")}>
                    {(control) => (
                      <select {...control} name="currency">
                        {product.prices.map((price) => (
                          <option key={price.currency} value={price.currency}>
                            {price.currency}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field label={t("adminCatalog.salePrice")} name="amount" inputMode="decimal" />
                  <Field
                    label={t("adminCatalog.saleStarts", { zone: clock.label })}
                    name="startsAt"
                    type="datetime-local"
                  />
                  <Field
                    label={t("adminCatalog.saleEnds", { zone: clock.label })}
                    hint={t("adminCatalog.saleWindowHint")}
                    name="endsAt"
                    type="datetime-local"
                  />
                  <Field
                    label={t("adminCatalog.reason")}
                    hint={t("adminCatalog.reasonHint")}
                    name="reason"
                    required
                    minLength={PRICE_REASON_MIN}
                    maxLength={PRICE_REASON_MAX}
                  />
                  <div className="admin-inline">
                    <button type="submit" className="button">
                      {t("adminCatalog.saleSet")}
                    </button>
                    <button type="submit" name="remove" value="1" className="button button--ghost">
                      {t("adminCatalog.saleRemove")}
                    </button>
                  </div>
                </Form>
              </details>
            ) : null}
            <details open={product.heldIn.length > 0}>
              <summary>{t("adminCatalog.fiscalTitle")}</summary>
              {FISCAL_MARKETS.map((market) => (
                <FiscalCodesForm key={market} market={market} sku={product.sku} codes={product.fiscal} />
              ))}
            </details>
            <Link to={href(`/admin/catalog/products/${product.sku}`)}>{t("adminCatalog.history")}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
