import { Link, useLoaderData } from "react-router";
import type { AttentionItem } from "../../../../core/admin/attention-queue";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { can } from "../../../../core/admin/permissions";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/queue";

export const handle = { messages: ["admin"] } satisfies PageHandle;

/** An attention item as the page shows it: moments as ISO strings. */
function queueItemView(item: AttentionItem) {
  const { order } = item;
  const common = {
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      gameSlug: order.gameSlug,
      productTitle: order.productTitle,
      accountLabel: order.accountLabel,
      total: order.total,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
    },
    since: item.since.toISOString(),
  };
  return item.kind === "statusCheckDeadline"
    ? { ...item, ...common, deadline: item.deadline.toISOString() }
    : { ...item, ...common };
}
type QueueItem = ReturnType<typeof queueItemView>;

/** The order of the groups: what costs buyers most first (a late or failed delivery), then money. */
const KINDS = [
  "late",
  "deliveryFailed",
  "landedAfterRefund",
  "surplus",
  "refundRefused",
  "statusCheckDeadline",
] as const;

/** What needs a person (decision 016): each kind its own group, oldest first within it. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const me = await requireOperatorPage({ request, url, context }, "overview");
  const items = await context.get(requestScope).services.adminQueries.attentionQueue(new Date());
  return {
    messages: pageMessages({ url, context }, handle.messages),
    items: items.map(queueItemView),
    // A manager sees what needs a person but does not open orders: the number is not a link to a 403.
    opensOrders: can(me.role, "orders"),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.queue")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminQueuePage() {
  const { items, opensOrders } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const clock = useConsoleClock();
  const groups = KINDS.map((kind) => ({ kind, items: items.filter((item) => item.kind === kind) })).filter(
    (group) => group.items.length,
  );
  return (
    <>
      <h1>{t("admin.queue")}</h1>
      <p className="muted">{t("admin.queueText")}</p>
      <p className="muted small">{t("admin.timesIn", { zone: clock.label })}</p>
      {groups.length ? null : (
        <p className="card" data-testid="queue-empty">
          {t("admin.queueEmpty")}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`queue-${group.kind}`} data-testid={`queue-${group.kind}`}>
          <h2 id={`queue-${group.kind}`}>
            {t(`admin.queue.${group.kind}`)} <span className="muted">({group.items.length})</span>
          </h2>
          <ul className="admin-list">
            {group.items.map((item) => (
              <QueueEntry key={`${item.kind}-${item.order.id}`} item={item} linked={opensOrders} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function QueueEntry({ item, linked }: { item: QueueItem; linked: boolean }) {
  const { t, href, money } = useI18n();
  const { order } = item;
  const time = useConsoleClock().time;
  return (
    <li className="card admin-queue-item" data-testid="queue-item">
      <div className="admin-head">
        {linked ? (
          <Link to={href(`/admin/orders/${order.id}`)} className="admin-queue-item__number">
            {order.number}
          </Link>
        ) : (
          <strong className="admin-queue-item__number">{order.number}</strong>
        )}
        <span className="small">{money(order.total)}</span>
      </div>
      <div className="small">
        {order.gameSlug} · {order.productTitle} · {order.accountLabel}
      </div>
      <div className="small" data-testid="queue-since">
        {t("admin.since", { time: time(item.since) })}
      </div>
      <QueueDetail item={item} time={time} />
    </li>
  );
}

/** What each kind adds: the promise missed, the failure's reason, the money waiting, the deadline. */
function QueueDetail({ item, time }: { item: QueueItem; time: (iso: string) => string }) {
  const { t, money } = useI18n();
  switch (item.kind) {
    case "late":
      return <div className="small muted">{t("admin.latePromise", { minutes: item.promiseMinutes })}</div>;
    case "deliveryFailed":
      return item.reason ? <div className="small muted">{item.reason}</div> : null;
    case "surplus":
    case "refundRefused":
      return (
        <div className="small muted">
          {money(item.amount)} ·{" "}
          {item.kind === "surplus" && item.status === "pending"
            ? t("admin.refundPending")
            : t("admin.refundRefusedShort")}
          {item.lastError ? ` · ${item.lastError}` : ""}
        </div>
      );
    case "landedAfterRefund":
      return <div className="small muted">{t("admin.landedAfterRefund")}</div>;
    case "statusCheckDeadline":
      return <div className="small muted">{t("admin.statusCheckUntil", { time: time(item.deadline) })}</div>;
  }
}
