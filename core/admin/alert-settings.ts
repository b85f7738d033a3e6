import { ALERT_KINDS, type AlertKind } from "../alerts/alerts";
import type { Language } from "../locales";
import { userSubject, type AuditEntryInput } from "../records/audit";
import type { Operator } from "./operators";

/**
 * What one operator wants to be told, and where: a Telegram chat (the bot's, TELEGRAM_BOT_TOKEN), an
 * e-mail address, the kinds they asked for, and the language the alerts are written in (their
 * console's, when they saved). Each operator sets their own; an admin does not set them for others.
 */
export interface OperatorAlertSettings {
  telegramChatId: string | null;
  email: string | null;
  kinds: AlertKind[];
  language: Language;
}

/** A Telegram chat id as the Bot API gives it: an integer, negative for groups. */
export const TELEGRAM_CHAT_ID = /^-?[1-9]\d{0,19}$/;

/** Port: operators' alert settings (adapters/db/admin/alert-settings-store.ts). */
export interface AlertSettingsStore {
  find(operatorId: string): Promise<OperatorAlertSettings | undefined>;
  /**
   * In ONE transaction holding the operator's lock: reads their row, asks `decide` what to write, and
   * when it answers something, writes the row and appends its audit entry.
   */
  change(
    operatorId: string,
    decide: (
      before: OperatorAlertSettings | undefined,
    ) => { value: OperatorAlertSettings; audit: AuditEntryInput } | null,
  ): Promise<boolean>;
}

const sameSettings = (a: OperatorAlertSettings, b: OperatorAlertSettings) =>
  a.telegramChatId === b.telegramChatId &&
  a.email === b.email &&
  a.language === b.language &&
  ALERT_KINDS.every((kind) => a.kinds.includes(kind) === b.kinds.includes(kind));

export function createAlertSettings(deps: { store: AlertSettingsStore; telegramEnabled: boolean }) {
  return {
    /** Whether Telegram alerts can go out at all (a bot token is configured): the page says so when not. */
    telegramEnabled: deps.telegramEnabled,

    /** The operator's settings; none yet: nothing asked for, in `language`. */
    async of(operatorId: string, language: Language): Promise<OperatorAlertSettings> {
      return (await deps.store.find(operatorId)) ?? { telegramChatId: null, email: null, kinds: [], language };
    },

    /** Saves the operator's own settings, audited; the same settings again change and audit nothing. */
    async save(
      operator: Operator,
      settings: OperatorAlertSettings,
      context: { requestId?: string | null } = {},
    ): Promise<{ ok: true; changed: boolean }> {
      const value = { ...settings, kinds: ALERT_KINDS.filter((kind) => settings.kinds.includes(kind)) };
      const changed = await deps.store.change(operator.userId, (before) =>
        before && sameSettings(before, value)
          ? null
          : {
              value,
              audit: {
                operatorId: operator.userId,
                action: "operator.alerts",
                subject: userSubject(operator.userId),
                before: before ?? null,
                after: value,
                requestId: context.requestId ?? null,
              },
            },
      );
      return { ok: true, changed };
    },
  };
}

export type AlertSettings = ReturnType<typeof createAlertSettings>;
