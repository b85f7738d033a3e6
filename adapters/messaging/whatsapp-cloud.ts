import type { WhatsAppMessenger } from "../../core/auth/whatsapp-otp";

/** WhatsApp template languages for our locales. */
const TEMPLATE_LANGUAGE: Record<string, string> = { id: "id", en: "en", ru: "ru", uz: "uz" };

export class WhatsAppSendError extends Error {}

/**
 * The WhatsApp Cloud API's authentication template: POST /{phone-number-id}/messages with the code
 * as the body parameter and again for the copy-code button, as Meta documents for one-time passwords.
 */
export function createWhatsAppCloudMessenger(options: {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  templateName: string;
}): WhatsAppMessenger {
  return {
    async sendAuthCode(phone, code, locale) {
      const response = await fetch(`${options.graphUrl.replace(/\/$/, "")}/${options.phoneNumberId}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${options.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          to: phone,
          type: "template",
          template: {
            name: options.templateName,
            language: { code: TEMPLATE_LANGUAGE[locale] ?? "en" },
            components: [
              { type: "body", parameters: [{ type: "text", text: code }] },
              { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: code }] },
            ],
          },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new WhatsAppSendError(`WhatsApp Cloud API answered ${response.status}`);
    },
  };
}
