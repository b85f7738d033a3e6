import type { LoaderArgs } from "../lib/route-args";
import { data, type MetaFunction } from "react-router";
import { BackLink } from "../components/back-link";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The payment page of one order, addressed by its public UUID. An address that is not a UUID, or
 * the UUID of no order, is a 404 that says the order was not found.
 */
export async function loader({ params }: LoaderArgs) {
  const uuid = params.uuid ?? "";
  if (!UUID.test(uuid)) throw data({ messageKey: "payment.orderNotFound" }, { status: 404 });
  // No order exists yet in this build: checkout creates them. Until then every UUID is unknown.
  throw data({ messageKey: "payment.orderNotFound" }, { status: 404 });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("payment.title")), { name: "robots", content: "noindex" }] : [];
};

export default function CardPaymentPage() {
  const { t } = useI18n();
  return (
    <>
      <BackLink />
      <h1>{t("payment.title")}</h1>
    </>
  );
}
