import type { AlertKind } from "../../core/alerts/alerts";
import { ALERT_KINDS } from "../../core/alerts/alerts";
import type { Language } from "../../core/locales";
import type { Database } from "../../adapters/db/database";
import { operatorAlerts, operators, users } from "../../adapters/db/schema";

/** An active operator who asked for alerts of `kinds` in a Telegram chat (and/or by e-mail). */
export async function alertedOperator(
  db: Database,
  options: { chat?: string; email?: string; kinds?: readonly AlertKind[]; language?: Language; name?: string },
): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ displayName: options.name ?? "Operator" })
    .returning();
  await db.insert(operators).values({ userId: user!.id, role: "manager", status: "active" });
  await db.insert(operatorAlerts).values({
    operatorId: user!.id,
    telegramChatId: options.chat ?? null,
    email: options.email ?? null,
    kinds: [...(options.kinds ?? ALERT_KINDS)],
    language: options.language ?? "en",
  });
  return user!.id;
}
