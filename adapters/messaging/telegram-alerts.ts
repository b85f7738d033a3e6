import { AlertNotSent, type AlertSender } from "../../core/alerts/alerts";

/** The Bot API's address; tests point it at their fake. */
export const TELEGRAM_API_URL = "https://api.telegram.org";

/** The Bot API's answer (https://core.telegram.org/bots/api#making-requests). */
interface BotAnswer {
  ok?: boolean;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number };
}

/**
 * Alerts by Telegram: the Bot API's `sendMessage` (chat_id, text; link previews off, so a console
 * link stays a line of text). Plain text, no parse_mode: nothing in an alert needs escaping. A 429
 * waits `parameters.retry_after`; a 400 or 403 (no such chat, the bot blocked) is given up for that
 * chat. Errors name the status and Telegram's description, never the token (it is in the URL).
 */
export function createTelegramAlertSender(options: {
  token: string;
  apiUrl?: string;
  timeoutMs?: number;
}): AlertSender {
  const endpoint = `${options.apiUrl ?? TELEGRAM_API_URL}/bot${options.token}/sendMessage`;
  return {
    async send(message) {
      if (message.channel !== "telegram") throw new AlertNotSent("not a Telegram alert", { permanent: true });
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            chat_id: message.address,
            text: message.text,
            link_preview_options: { is_disabled: true },
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new AlertNotSent(`Telegram not reached (${error instanceof Error ? error.name : "error"})`);
      }
      const answer = (await response.json().catch(() => ({}))) as BotAnswer;
      if (response.ok && answer.ok) return;
      const code = answer.error_code ?? response.status;
      const said = `Telegram answered ${code}${answer.description ? `: ${answer.description.slice(0, 200)}` : ""}`;
      if (code === 429) throw new AlertNotSent(said, { afterSeconds: answer.parameters?.retry_after ?? 30 });
      if (code === 400 || code === 403) throw new AlertNotSent(said, { permanent: true });
      throw new AlertNotSent(said);
    },
  };
}
