import { Form, Link, data, useActionData, useLoaderData } from "react-router";
import { catalogProductForm } from "../../../../contracts/console-forms";
import { PRICE_REASON_MAX, PRICE_REASON_MIN } from "../../../../core/pricing/margin";
import { can } from "../../../../core/admin/permissions";
import { wallClockInstant } from "../../../../core/admin/console-time";
import { FISCAL_MARKETS, hasFiscalCodes } from "../../../../core/catalog/fiscal";
import { saleIsOn } from "../../../../core/pricing/sale-window";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { productLacks } from "../../../../core/admin/new-product";
import { PRODUCT_KINDS } from "../../../../core/catalog/types";
import { ProductAddForm } from "./product-add-form";
import { HandPriceForm, OfferAddForm, ProductLacks, ProductRetireForm } from "./product-forms";
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

/** What the console says of a product it did not add. */
const ADD_REFUSALS = {
  notFound: "adminCatalog.notFound",
  kind: "adminCatalog.kindNotSold",
  supplier: "adminCatalog.supplierUnknown",
  skuTaken: "adminCatalog.skuTaken",
} as const;

export const handle = {
  messages: ["admin", "adminCatalog", "adminArt", "adminSupplier", "kind"],
} satisfies PageHandle;

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
  const products = await services.catalogAdmin.products(game.slug);
  const kinds = new Set(products.map((product) => product.kind));
  return {
    messages: pageMessages({ url, context }, handle.messages),
    game,
    products: products.map((product) => ({
      ...product,
      prices: product.prices.map((price) => ({ ...price, saleOn: saleIsOn(price, now) })),
      heldIn: product.active ? requiredIn.filter((market) => !hasFiscalCodes(product.fiscal, market)) : [],
      lacks: productLacks(product),
    })),
    // A new product goes in one of the game page's tabs: a kind the game already sells.
    kinds: kinds.size ? PRODUCT_KINDS.filter((kind) => kinds.has(kind)) : [...PRODUCT_KINDS],
    suppliers: services.catalogAdmin.suppliers,
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
  if (asked.intent === "add") {
    const { sku, kind, title, amount, bonus, position, offer } = asked;
    const added = await services.catalogAdmin.addProduct(
      me,
      { sku, gameSlug: params.game, kind, title, amount, bonus, position, offer },
      { requestId },
    );
    if (added.ok) return { saved: true as const };
    return refuse(ADD_REFUSALS[added.error.code]);
  }
  if (asked.intent === "sale" || asked.intent === "price")
    me = await requireOperatorPage({ request, url, context }, "prices");
  const product = await services.catalogAdmin.product(asked.sku);
  if (!product || product.gameSlug !== params.game) return refuse("adminCatalog.notFound");
  if (asked.intent === "fiscal")
    await services.catalogAdmin.setFiscalCodes(me, { sku: product.sku }, asked.market, asked.codes, { requestId });
  if (asked.intent === "bonus")
    await services.catalogAdmin.setFirstTopUpBonus(me, product.sku, asked.bonus, { requestId });
  if (asked.intent === "flag") {
    const set = await services.catalogAdmin.setActive(me, product.sku, asked.value, asked.reason, { requestId });
    if (!set.ok) return refuse(set.error.code === "unpriced" ? "adminCatalog.unpriced" : "adminCatalog.notFound");
  }
  if (asked.intent === "price") {
    const { currency, amount, reason } = asked;
    const set = await services.catalogAdmin.setListPrice(me, product.sku, currency, amount, reason, { requestId });
    if (!set.ok)
      return refuse(set.error.code === "belowCost" ? "adminCatalog.priceBelowCost" : "adminCatalog.notFound");
  }
  if (asked.intent === "offer") {
    const { offer } = asked;
    const set = await services.supplierAdmin.setOffer(
      me,
      { productSku: product.sku, ...offer, open: true, rank: 0 },
      { requestId },
    );
    if (!set.ok) return refuse("adminCatalog.supplierUnknown");
  }
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
  const { game, products, kinds, suppliers, canPrice, art } = useLoaderData<typeof loader>();
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
      <ProductAddForm kinds={kinds} suppliers={suppliers} />
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
            <ProductLacks sku={product.sku} lacks={product.lacks} />
            <ProductRetireForm sku={product.sku} active={product.active} />
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
            {canPrice && product.prices.length ? (
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
            {canPrice ? <HandPriceForm sku={product.sku} /> : null}
            <OfferAddForm sku={product.sku} suppliers={suppliers} />
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
