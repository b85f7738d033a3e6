import { Link, data, useLoaderData } from "react-router";
import { findCampaign } from "../../core/giveaway/campaigns";
import { splitLocalePath } from "../../core/locales";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import type { Route } from "./+types/giveaway";

const PATH_PREFIX = "/the-golden-era-of-";

export const handle = { messages: ["giveaway"] } satisfies PageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const { path } = splitLocalePath(new URL(request.url).pathname);
  const campaign = path.startsWith(PATH_PREFIX) ? findCampaign(path.slice(PATH_PREFIX.length)) : undefined;
  if (!campaign) throw data(null, { status: 404 });
  return { campaign, messages: pageMessages(request, handle.messages) };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const t = metaTranslator(matches);
  if (!t || !page) return [];
  const { prize, promoCode } = page.campaign;
  return pageMeta(t("giveaway.title", { product: prize }), t("giveaway.text", { product: prize, code: promoCode }));
};

export default function GiveawayLanding() {
  const { campaign } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  const values = { product: campaign.prize, code: campaign.promoCode };
  return (
    <>
      <section className="landing-hero">
        <h1>{t("giveaway.title", values)}</h1>
        <p>{t("giveaway.text", values)}</p>
        <p className="promo-code" aria-label="promo code">
          {campaign.promoCode}
        </p>
        <Link to={href("/")} className="button button--primary">
          {t("giveaway.cta")}
        </Link>
      </section>
      <div className="landing-body">
        <section className="card">
          <h2>{t("giveaway.howTitle")}</h2>
          <ol className="steps">
            <li>{t("giveaway.how1")}</li>
            <li>{t("giveaway.how2", values)}</li>
            <li>{t("giveaway.how3")}</li>
          </ol>
        </section>
        <section className="card">
          <h2>{t("giveaway.fairTitle")}</h2>
          <p>{t("giveaway.fairText")}</p>
        </section>
        <section className="card">
          <h2>{t("giveaway.winnersTitle")}</h2>
          <p className="muted">{t("giveaway.winnersEmpty")}</p>
        </section>
      </div>
    </>
  );
}
