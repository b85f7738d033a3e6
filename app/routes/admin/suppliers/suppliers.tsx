import { Form, Link, useActionData, useLoaderData } from "react-router";
import { suppliersForm } from "../../../../contracts/console-forms";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/suppliers";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin", "adminSupplier"] } satisfies PageHandle;

/**
 * The suppliers deliveries go to, in the order they are tried: each one's deposit as last read, its
 * low-balance threshold and where it stands, with a read on demand; then, for the game chosen
 * (`?game=`), each product's offer at each supplier. Everything an operator would otherwise need SQL for.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "catalog");
  const { services } = context.get(requestScope);
  const game = url.searchParams.get("game") ?? "";
  const [suppliers, games, products] = await Promise.all([
    services.supplierAdmin.suppliers(),
    services.catalogAdmin.games(),
    game ? services.supplierAdmin.offers(game) : undefined,
  ]);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    suppliers,
    games: games.map(({ slug, name }) => ({ slug, name })),
    game: products ? game : "",
    products: products ?? [],
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "catalog");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(suppliersForm, await request.formData(), "adminSupplier.invalid");
  if (!form.ok) return refuse(form.error);
  const asked = form.value;
  const admin = services.supplierAdmin;
  if (asked.intent === "read") {
    const read = await admin.readNow(me, asked.supplier, { requestId });
    if (!read.ok) return refuse("adminSupplier.notFound");
    return read.read ? { done: "adminSupplier.readDone" as const } : { error: "adminSupplier.readFailed" as const };
  }
  const changed =
    asked.intent === "threshold"
      ? await admin.setThreshold(me, asked.supplier, asked.threshold, { requestId })
      : asked.intent === "offer"
        ? await admin.setOffer(
            me,
            {
              productSku: asked.sku,
              supplier: asked.supplier,
              supplierSku: asked.supplierSku,
              costIdr: asked.cost,
              open: asked.open,
              rank: asked.rank,
            },
            { requestId },
          )
        : await admin.removeOffer(me, asked.sku, asked.supplier, { requestId });
  return changed.ok ? { done: "adminSupplier.saved" as const } : refuse("adminSupplier.notFound");
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminSupplier.section")), { name: "robots", content: "noindex" }] : [];
};

const rupiah = (amount: number) => ({ amount, currency: "IDR" as const });

export default function AdminSuppliersPage() {
  const { suppliers, games, game, products } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, money, href } = useI18n();
  const clock = useConsoleClock();
  return (
    <>
      <p>
        <Link to={href("/admin")}>{t("admin.title")}</Link>
      </p>
      <h1>{t("adminSupplier.section")}</h1>
      <p className="muted">{t("adminSupplier.text")}</p>
      {result && "done" in result && result.done ? (
        <p role="status" data-testid="suppliers-done">
          {t(result.done)}
        </p>
      ) : null}
      <FormError message={result && "error" in result && result.error ? t(result.error) : null} />

      <section className="card stack" aria-labelledby="suppliers-title">
        <h2 id="suppliers-title">{t("adminSupplier.section")}</h2>
        <ScrollRegion label={t("adminSupplier.section")}>
          <table className="admin-table supplier-table" data-testid="suppliers">
            <thead>
              <tr>
                <th scope="col">{t("adminSupplier.supplier")}</th>
                <th scope="col">{t("adminSupplier.deposit")}</th>
                <th scope="col">{t("adminSupplier.threshold")}</th>
                <th scope="col">{t("adminSupplier.state")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("adminSupplier.readNow")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {suppliers.map((supplier) => (
                <tr key={supplier.name} data-testid={`supplier-${supplier.name}`}>
                  <th scope="row">
                    {supplier.name}
                    {supplier.sellsOurSkus ? (
                      <span className="admin-table__sub">{t("adminSupplier.ourSkus")}</span>
                    ) : null}
                  </th>
                  <td data-label={t("adminSupplier.deposit")}>
                    {supplier.balanceIdr === null ? "–" : money(rupiah(supplier.balanceIdr))}
                    {supplier.checkedAt ? (
                      <span className="admin-table__sub">
                        {t("adminSupplier.readAt", { time: clock.time(supplier.checkedAt) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="admin-table__nowrap" data-label={t("adminSupplier.threshold")}>
                    {money(rupiah(supplier.thresholdIdr))}
                  </td>
                  <td data-label={t("adminSupplier.state")}>
                    <span className={`supplier-state supplier-state--${supplier.state}`}>
                      {t(`adminSupplier.state.${supplier.state}`)}
                    </span>
                  </td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="supplier" value={supplier.name} />
                      <button type="submit" className="button button--ghost" data-testid={`read-${supplier.name}`}>
                        {t("adminSupplier.readNow")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {suppliers.map((supplier) => (
          <details key={supplier.name}>
            <summary>
              {t("adminSupplier.threshold")}: {supplier.name}
            </summary>
            <Form
              method="post"
              className="catalog-form catalog-form--inline"
              data-testid={`threshold-${supplier.name}`}
            >
              <input type="hidden" name="intent" value="threshold" />
              <input type="hidden" name="supplier" value={supplier.name} />
              <Field
                label={t("adminSupplier.threshold")}
                hint={t("adminSupplier.amountHint")}
                name="threshold"
                inputMode="numeric"
                required
                defaultValue={String(supplier.thresholdIdr)}
              />
              <button type="submit" className="button button--ghost">
                {t("adminSupplier.saveThreshold")}
              </button>
            </Form>
          </details>
        ))}
      </section>

      <section className="card stack" aria-labelledby="offers-title">
        <h2 id="offers-title">{t("adminSupplier.offersTitle")}</h2>
        <p className="muted small">{t("adminSupplier.offersText")}</p>
        <Form method="get" className="catalog-form catalog-form--inline">
          <Field label={t("adminSupplier.game")}>
            {(control) => (
              <select {...control} name="game" defaultValue={game}>
                {games.map((row) => (
                  <option key={row.slug} value={row.slug}>
                    {row.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="button button--ghost" data-testid="offers-game">
            {t("adminSupplier.show")}
          </button>
        </Form>
        {!game ? <p className="muted">{t("adminSupplier.chooseGame")}</p> : null}
      </section>

      {products.length ? (
        <ul className="catalog-list" data-testid="offers">
          {products.map((product) => (
            <li key={product.sku} className="card catalog-item stack" data-testid={`offers-${product.sku}`}>
              <h2 className="catalog-item__title">
                {product.label} <span className="muted small">{product.sku}</span>
                {product.active ? null : <span className="muted small"> · {t("adminSupplier.productOff")}</span>}
              </h2>
              <ul className="supplier-offers">
                {product.offers.map(({ supplier, offer, ourSku }) => (
                  <li key={supplier} data-testid={`offer-${product.sku}-${supplier}`}>
                    <strong>{supplier}</strong>{" "}
                    {offer ? (
                      <span>
                        {offer.supplierSku} ·{" "}
                        {offer.costIdr === null ? t("adminSupplier.costUnknown") : money(rupiah(offer.costIdr))} ·{" "}
                        {t(offer.open ? "adminSupplier.open" : "adminSupplier.closed")} · {t("adminSupplier.rank")}{" "}
                        {offer.rank}
                      </span>
                    ) : (
                      <span className="muted">{t(ourSku ? "adminSupplier.ourSku" : "adminSupplier.noOffer")}</span>
                    )}
                    <details>
                      <summary>{t(offer ? "adminSupplier.editOffer" : "adminSupplier.addOffer")}</summary>
                      <Form method="post" className="catalog-form">
                        <input type="hidden" name="intent" value="offer" />
                        <input type="hidden" name="sku" value={product.sku} />
                        <input type="hidden" name="supplier" value={supplier} />
                        <Field
                          label={t("adminSupplier.supplierSku")}
                          name="supplierSku"
                          required
                          maxLength={80}
                          defaultValue={offer?.supplierSku ?? (ourSku ? product.sku : "")}
                        />
                        <Field
                          label={t("adminSupplier.cost")}
                          hint={t("adminSupplier.amountHint")}
                          name="cost"
                          inputMode="numeric"
                          defaultValue={offer?.costIdr === null || !offer ? "" : String(offer.costIdr)}
                        />
                        <Field
                          label={t("adminSupplier.rank")}
                          hint={t("adminSupplier.rankHint")}
                          name="rank"
                          inputMode="numeric"
                          defaultValue={String(offer?.rank ?? 0)}
                        />
                        <label className="admin-inline">
                          <input type="checkbox" name="open" defaultChecked={offer?.open ?? true} />{" "}
                          {t("adminSupplier.open")}
                        </label>
                        <button type="submit" className="button">
                          {t("adminSupplier.saveOffer")}
                        </button>
                      </Form>
                      {offer ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="removeOffer" />
                          <input type="hidden" name="sku" value={product.sku} />
                          <input type="hidden" name="supplier" value={supplier} />
                          <button type="submit" className="button button--ghost">
                            {t("adminSupplier.removeOffer")}
                          </button>
                        </Form>
                      ) : null}
                    </details>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
