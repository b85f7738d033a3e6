import type { ReceiptMessage, ReceiptSender } from "../../core/orders/receipts";
import { languageOf, type Language } from "../../core/locales";
import { ReceiptSendError } from "./receipt-send-error";

/** The language code each locale's translation of the template was approved under at Meta. */
const TEMPLATE_LANGUAGE: Record<Language, string> = { id: "id", en: "en", ru: "ru", uz: "uz" };

/** How long Meta gets to answer before the job counts the attempt as failed and retries later. */
const TIMEOUT_MS = 10_000;

/**
 * Receipts on WhatsApp through the Cloud API. A message we start (outside a 24-hour window the
 * buyer opened) must be a pre-approved template, so the receipt goes as one whose body has four
 * positional variables: {{1}} order number, {{2}} product, {{3}} total, {{4}} order page URL.
 */
export function createWhatsAppReceiptSender(options: {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  templateName: string;
}): ReceiptSender {
  const endpoint = `${options.graphUrl.replace(/\/$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    async send(message: ReceiptMessage) {
      if (message.channel !== "whatsapp") {
        throw new ReceiptSendError(`the WhatsApp sender cannot deliver a "${message.channel}" receipt`);
      }
      const { orderNumber, product, total, orderUrl } = message.fields;
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: "POST",
          headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
          body: JSON.stringify({
            messaging_product: "whatsapp",
            recipient_type: "individual",
            to: message.recipient,
            type: "template",
            template: {
              name: options.templateName,
              language: { code: TEMPLATE_LANGUAGE[languageOf(message.locale)] },
              components: [
                {
                  type: "body",
                  // Positional: the order must match {{1}}..{{4}} of the approved template.
                  parameters: [orderNumber, product, total, orderUrl].map((text) => ({ type: "text", text })),
                },
              ],
            },
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        // Network failure or timeout: Meta may or may not have taken the message.
        const reason = error instanceof Error ? error.message : String(error);
        throw new ReceiptSendError(`WhatsApp Cloud API unreachable: ${reason}`, { cause: error });
      }
      if (!response.ok) {
        throw new ReceiptSendError(`WhatsApp Cloud API answered ${response.status}${await metaError(response)}`);
      }
      // Drain the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}

/**
 * Meta's reason from a Graph API error body, `{ error: { message, code, error_data: { details } } }`,
 * as ": (#131030) Recipient phone number not in allowed list (code 131030)"; empty when the body
 * is not that shape (a proxy's HTML page, say).
 */
async function metaError(response: Response): Promise<string> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return "";
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  if (!error || typeof error.message !== "string") return "";
  const details =
    isRecord(error.error_data) && typeof error.error_data.details === "string" ? error.error_data.details : "";
  const code = typeof error.code === "number" ? ` (code ${error.code})` : "";
  return `: ${error.message}${details && !error.message.includes(details) ? ` — ${details}` : ""}${code}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
