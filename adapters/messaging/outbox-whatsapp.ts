import type { WhatsAppMessenger } from "../../core/auth/whatsapp-otp";
import type { Database } from "../db/database";
import { outboxMessages } from "../db/schema";

/** The sandbox WhatsApp (test mode): messages go to the outbox table, never to a phone. */
export function createOutboxWhatsApp(db: Database): WhatsAppMessenger {
  return {
    async sendAuthCode(phone, code) {
      await db.insert(outboxMessages).values({ channel: "whatsapp", recipient: phone, body: `Kupi code: ${code}` });
    },
  };
}
