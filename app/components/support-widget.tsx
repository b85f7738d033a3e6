import { useEffect, useId, useRef, useState } from "react";
import { useMatches } from "react-router";
import { supportLinks, type SupportMessage } from "../../core/support/support-links";
import { useI18n } from "../i18n/i18n-context";
import { supportOrderOf } from "../lib/support-order";
import { useMainActionUnder } from "../lib/use-main-action-under";
import { useNarrowScreen } from "../lib/use-narrow-screen";
import { useRootData } from "../root-data";

/**
 * The floating support button, bottom right on every page: collapsed, a round button (on
 * a phone a tab against the screen's edge, clear of the page's content); expanded, the market's
 * channels (core/support/support-links.ts) with a first message written for the buyer: on an
 * order's page its number, game ID and status, elsewhere a greeting.
 */
export function SupportWidget() {
  const { t, locale } = useI18n();
  const shop = useRootData()?.shop;
  const order = supportOrderOf(useMatches().map((match) => match.data));
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();
  // Collapsed over a Buy or Pay button (a phone's full-width button at the screen's bottom), the
  // button steps aside until the page scrolls on: it must never be what the buyer taps instead.
  const aside = useMainActionUnder(toggle, !open);

  useEffect(() => {
    if (!open) return;
    // Opened: the keyboard lands on the first channel. Escape or a click elsewhere closes; Escape
    // from inside gives the focus back to the button.
    panel.current?.querySelector("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const inside = root.current?.contains(document.activeElement);
      setOpen(false);
      if (inside) toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  if (!shop) return null;
  const message: SupportMessage = order
    ? { text: t("support.orderMessage", { ...order }), subject: t("support.orderSubject", { number: order.number }) }
    : { text: t("support.greeting"), subject: t("support.subject") };
  const links = supportLinks(locale, shop, message, narrow);

  return (
    <aside
      ref={root}
      className={`support-widget${open ? " support-widget--open" : ""}${aside ? " support-widget--aside" : ""}`}
      aria-label={t("support.title")}
      data-testid="support-widget"
    >
      <div ref={panel} id={panelId} className="support-widget__panel" hidden={!open}>
        <h2 className="support-widget__title">{t("support.title")}</h2>
        <p className="support-widget__hint">
          {order ? t("support.orderHint", { number: order.number }) : t("support.hint")}
        </p>
        <ul className="support-widget__links">
          {links.map((link) => (
            <li key={link.channel}>
              <a
                href={link.href}
                className={`support-widget__link support-widget__link--${link.channel}`}
                data-channel={link.channel}
                // The chat opens beside the shop, which stays where the buyer was; mail opens the mail app.
                {...(link.channel === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              >
                {t(`support.channel.${link.channel}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <button
        ref={toggle}
        type="button"
        className="support-widget__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        data-testid="support-toggle"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z"
              fill="currentColor"
            />
          )}
        </svg>
        <span className="visually-hidden">{open ? t("support.close") : t("support.open")}</span>
      </button>
    </aside>
  );
}
