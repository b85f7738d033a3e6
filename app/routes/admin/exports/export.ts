import { EXPORT_PERMISSION, isExportKind } from "../../../../core/admin/csv-exports";
import { ORDER_FILTER_NAMES, type OrderFilterParams } from "../../../../core/admin/order-filters";
import { marketOf, splitLocalePath } from "../../../../core/locales";
import { serverTranslator } from "../../../../i18n/catalog";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { requireOperatorPage } from "../../../lib/admin.server";
import type { Route } from "./+types/export";

/** The namespace its refusals are written from (on the server: a download sends no messages). */
export const handle = { messages: ["admin"] } satisfies PageHandle;

/**
 * A CSV download (decision 048): the loader answers the file itself, streamed as it is read, so the
 * console's link saves it rather than opening a page. Orders take the order search's filters.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(url.pathname);
  const t = serverTranslator(locale);
  // A download's refusals are text: no page frame renders around a resource route's answer.
  const refusal = (status: number, message: string) =>
    new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // The route is mounted once per kind (app/routes.ts): the address's last segment names it.
  const kind = url.pathname.replace(/\/+$/, "").split("/").at(-1);
  if (!isExportKind(kind)) return refusal(404, t("error.notFound", { path: url.pathname }));
  const operator = await requireOperatorPage({ request, url, context }, EXPORT_PERMISSION[kind]);
  const { services, requestId } = context.get(requestScope);
  const filters: OrderFilterParams = Object.fromEntries(
    ORDER_FILTER_NAMES.map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const result = await services.csvExports({
    kind,
    filters,
    market: marketOf(locale),
    operatorId: operator.userId,
    requestId,
    now: new Date(),
    timeZone: await services.shopTimeZone.current(),
  });
  if (!result.ok) return refusal(400, t("admin.badFilter"));
  return new Response(result.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${result.filename}"`,
      // Buyers' contacts and the books: kept by no cache, the browser's included.
      "Cache-Control": "private, no-store",
    },
  });
}
