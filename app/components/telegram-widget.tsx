import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/i18n-context";

/**
 * Telegram's login widget (its legacy button), for shops that set a bot token but not the OIDC
 * client: Telegram's script draws the button and, once the buyer confirms in Telegram, sends the
 * browser to /auth/telegram with the signed fields the server checks (HMAC with SHA-256(bot token)).
 */
export function TelegramWidget({ bot }: { bot: string }) {
  const { href, locale } = useI18n();
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element || element.childElementCount > 0) return;
    const script = document.createElement("script");
    script.async = true;
    script.src = "https://telegram.org/js/telegram-widget.js?22";
    script.dataset.telegramLogin = bot;
    script.dataset.size = "large";
    script.dataset.lang = locale;
    script.dataset.requestAccess = "write";
    script.dataset.authUrl = new URL(href("/auth/telegram"), window.location.origin).toString();
    element.appendChild(script);
  }, [bot, href, locale]);
  return <div ref={slot} className="dialog__action telegram-widget" data-testid="telegram-widget" />;
}
