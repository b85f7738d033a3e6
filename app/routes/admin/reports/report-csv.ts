import { REPORT_PERMISSION, reportInput } from "../../../../core/admin/reports";
import { splitLocalePath } from "../../../../core/locales";
import { serverTranslator } from "../../../../i18n/catalog";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { requireOperatorPage } from "../../../lib/admin.server";
import type { Route } from "./+types/report-csv";

/** The namespaces its refusals are written from (on the server: a download sends no messages). */
export const handle = { messages: ["admin", "adminReport"] } satisfies PageHandle;

/** The money report's page as a CSV download (decision 048's way): the same days, grouping and figures. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, REPORT_PERMISSION);
  const { services } = context.get(requestScope);
  const asked = reportInput(
    {
      from: url.searchParams.get("from") ?? undefined,
      to: url.searchParams.get("to") ?? undefined,
      group: url.searchParams.get("group") ?? undefined,
    },
    await services.shopTimeZone.current(),
    new Date(),
  );
  if (!asked.ok) {
    const t = serverTranslator(splitLocalePath(url.pathname).locale);
    return new Response(t("adminReport.invalid"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const file = await services.moneyReports.csv(asked.period, asked.group);
  return new Response(file.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
