import type { OutboxItem } from "../../../../core/admin/order-outbox";
import { useI18n } from "../../../i18n/i18n-context";
import { useConsoleClock } from "../../../components/admin/admin-time";

/** Dates arrive from the loader as strings. */
type Row = Omit<OutboxItem, "at" | "sentAt"> & { at: Date | string; sentAt: Date | string | null };

/** The messages sent or queued for one order: channel, recipient (masked for support), status, last error, time. */
export function OrderOutbox({ items }: { items: Row[] }) {
  const { t } = useI18n();
  const clock = useConsoleClock();
  if (items.length === 0) return <p className="muted">{t("adminOrder.outboxEmpty")}</p>;
  return (
    <ul className="admin-outbox" data-testid="admin-outbox">
      {items.map((item, index) => (
        <li key={index} data-status={item.status} data-channel={item.channel}>
          <strong>
            {t(`adminOrder.outboxSource.${item.source}`)} · {item.channel}
          </strong>{" "}
          <span className="admin-wrap" data-testid="admin-outbox-recipient">
            {item.recipient}
          </span>
          <span className="admin-outbox__meta muted small">
            {t(`adminOrder.outboxStatus.${item.status}`)}
            {/* Attempts count failed sends: worth saying only while a message has not gone out. */}
            {item.status !== "sent" && item.attempts > 0
              ? ` · ${t("adminOrder.outboxAttempts", { count: item.attempts })}`
              : ""}
            {` · ${clock.time(item.sentAt ?? item.at)}`}
          </span>
          {item.lastError ? (
            <span className="admin-wrap field__error">{t("adminOrder.outboxError", { error: item.lastError })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
