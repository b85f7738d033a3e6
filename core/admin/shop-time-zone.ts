import { failure, type Failure } from "../failure";
import { DEFAULT_SHOP_TIME_ZONE, isTimeZone, SHOP_TIME_ZONE_KEY } from "./console-time";
import type { Operator } from "./operators";
import { SETTING_REASON_MAX, settingSubject, type SettingsStore } from "./support-limits";

/** The shop's time zone as the settings page shows it: the zone, and who set it when (none: the default). */
export interface ShopTimeZoneSetting {
  timeZone: string;
  source: "default" | "set";
  updatedByName: string | null;
  updatedAt: Date | null;
}

/** The stored value's zone: `{ timeZone: "Asia/Jakarta" }`; undefined for anything this code cannot use. */
function storedZone(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || !("timeZone" in value)) return undefined;
  const zone = (value as { timeZone: unknown }).timeZone;
  return typeof zone === "string" && isTimeZone(zone) ? zone : undefined;
}

export type ShopTimeZoneChange = { ok: true; changed: boolean } | Failure<"unknownZone" | "reasonTooLong">;

/**
 * The shop's time zone (decision 052), a setting an admin changes in the console, audited as
 * "settings.timeZone". Read from the settings table at every request, as support's limits are, so
 * every server process shows the zone an admin set last without a restart; a row that names no zone
 * this runtime knows reads as the default.
 */
export function createShopTimeZone(deps: { store: SettingsStore }) {
  const { store } = deps;

  async function setting(): Promise<ShopTimeZoneSetting> {
    const [row] = await store.read([SHOP_TIME_ZONE_KEY]);
    const zone = row ? storedZone(row.value) : undefined;
    return zone && row
      ? { timeZone: zone, source: "set", updatedByName: row.updatedByName, updatedAt: row.updatedAt }
      : { timeZone: DEFAULT_SHOP_TIME_ZONE, source: "default", updatedByName: null, updatedAt: null };
  }

  return {
    setting,
    /** The zone the console reads and writes moments in now. */
    current: async () => (await setting()).timeZone,

    async set(
      operator: Operator,
      change: { timeZone: string; reason?: string | null },
      context: { requestId?: string | null } = {},
    ): Promise<ShopTimeZoneChange> {
      const timeZone = change.timeZone.trim();
      if (!isTimeZone(timeZone)) return failure("unknownZone");
      const reason = change.reason?.trim() || null;
      if (reason && reason.length > SETTING_REASON_MAX) return failure("reasonTooLong");
      const changed = await store.change(SHOP_TIME_ZONE_KEY, operator.userId, (before) => {
        const was = before ? storedZone(before.value) : undefined;
        if (was === timeZone) return null;
        return {
          value: { timeZone },
          audit: {
            operatorId: operator.userId,
            action: "settings.timeZone",
            subject: settingSubject(SHOP_TIME_ZONE_KEY),
            before: { timeZone: was ?? DEFAULT_SHOP_TIME_ZONE, source: was ? "set" : "default" },
            after: { timeZone, source: "set" },
            reason,
            requestId: context.requestId ?? null,
          },
        };
      });
      return { ok: true, changed };
    },
  };
}

export type ShopTimeZone = ReturnType<typeof createShopTimeZone>;
