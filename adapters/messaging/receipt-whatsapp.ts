import type { ReceiptKind, ReceiptMessage, ReceiptSender } from "../../core/orders/receipts";
import { languageOf, type Language } from "../../core/locales";
import { ReceiptSendError } from "./receipt-send-error";

/** The language code each locale's translation of the template was approved under at Meta. */
const TEMPLATE_LANGUAGE: Record<Language, string> = { id: "id", en: "en", ru: "ru", uz: "uz" };

/** How long Meta gets to answer before the job counts the attempt as failed and retries later. */
const TIMEOUT_MS = 10_000;

/**
 * Receipts and notices on WhatsApp through the Cloud API. A message we start (outside a 24-hour
 * window the buyer opened) must be a pre-approved template, one per kind of message, each with
 * positional variables in its body. The receipt's: {{1}} order number, {{2}} product, {{3}} total,
 * {{4}} order page URL. The corrected game account's: {{1}} order number, {{2}} account before,
 * {{3}} account after, {{4}} when, {{5}} order page URL.
 */
export function createWhatsAppReceiptSender(options: {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  templateNames: Record<ReceiptKind, string>;
}): ReceiptSender {
  const endpoint = `${options.graphUrl.replace(/\/$/, "")}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    async send(message: ReceiptMessage) {
      if (message.channel !== "whatsapp") {
        throw new ReceiptSendError(`the WhatsApp sender cannot deliver a "${message.channel}" receipt`);
      }
      const fields = message.fields;
      // Positional: the order must match {{1}}.. of the kind's approved template.
      const parameters =
        fields.kind === "receipt"
          ? [fields.orderNumber, fields.product, fields.total, fields.orderUrl]
          : [fields.orderNumber, fields.before, fields.after, fields.at, fields.orderUrl];
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
              name: options.templateNames[fields.kind],
              language: { code: TEMPLATE_LANGUAGE[languageOf(message.locale)] },
              components: [
                {
                  type: "body",
                  parameters: parameters.map((text) => ({ type: "text", text })),
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
