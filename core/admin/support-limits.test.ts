import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { money } from "../money";
import { compensationAllowed } from "./compensation";
import type { Operator } from "./operators";
import {
  createSupportLimits,
  effectiveLimits,
  limitMap,
  limitText,
  parseLimitText,
  type SettingsStore,
  type StoredSetting,
} from "./support-limits";

const defaults = { refund: { IDR: 2_000_000 }, compensation: { IDR: 200_000 } };
const row = (key: string, value: unknown): StoredSetting => ({
  key,
  value,
  updatedBy: "admin-1",
  updatedByName: "Admin Sari",
  updatedAt: new Date("2026-11-23T10:00:00Z"),
});

describe("support's limits as settings", () => {
  it("parses the form's amount without floats, and empty as cleared", () => {
    expect(parseLimitText("3.000.000", "IDR")).toEqual({ ok: true, amount: 3_000_000 });
    expect(parseLimitText("3 000 000", "IDR")).toEqual({ ok: true, amount: 3_000_000 });
    expect(parseLimitText("5.00", "USD")).toEqual({ ok: true, amount: 500 });
    expect(parseLimitText("0.29", "USD")).toEqual({ ok: true, amount: 29 });
    expect(parseLimitText("1,234.56", "RUB")).toEqual({ ok: true, amount: 123_456 });
    expect(parseLimitText("  ", "UZS")).toEqual({ ok: true, amount: null });
    for (const bad of ["0", "-5", "abc", "5.001", "1e6", "12.345"])
      expect(parseLimitText(bad, "USD"), bad).toEqual(failure("amountInvalid"));
  });

  it("writes a limit back as text the parser reads to the same amount", () => {
    expect(limitText(2_000_000, "IDR")).toBe("2000000");
    expect(limitText(500, "USD")).toBe("5.00");
    expect(limitText(1_205, "RUB")).toBe("12.05");
    expect(limitText(null, "UZS")).toBe("");
    for (const [amount, currency] of [
      [7, "USD"],
      [99_999, "RUB"],
      [150_000, "UZS"],
    ] as const)
      expect(parseLimitText(limitText(amount, currency), currency)).toEqual({ ok: true, amount });
  });

  it("a stored limit wins over the default, a cleared one refuses, an unreadable one refuses", () => {
    const limits = effectiveLimits(
      [
        row("supportLimit.refund.IDR", { amount: null }),
        row("supportLimit.compensation.USD", { amount: 1_000 }),
        row("supportLimit.compensation.RUB", { amount: "lots" }),
      ],
      defaults,
    );
    expect(limitMap(limits, "refund")).toEqual({});
    expect(limitMap(limits, "compensation")).toEqual({ IDR: 200_000, USD: 1_000 });
    expect(limits.find((limit) => limit.kind === "compensation" && limit.currency === "USD")).toMatchObject({
      source: "set",
      updatedByName: "Admin Sari",
    });
    expect(limits.find((limit) => limit.kind === "compensation" && limit.currency === "IDR")).toMatchObject({
      source: "environment",
      updatedAt: null,
    });
    // The decision the compensation use case makes with these limits.
    const map = limitMap(limits, "compensation");
    expect(compensationAllowed("support", money(500, "USD"), map)).toBe(true);
    expect(compensationAllowed("support", money(1_001, "USD"), map)).toBe(false);
    expect(compensationAllowed("support", money(1, "RUB"), map)).toBe(false);
    expect(compensationAllowed("manager", money(1, "RUB"), map)).toBe(true);
  });

  it("audits a real change with before and after, and writes nothing when the value is already stored", async () => {
    const rows = new Map<string, StoredSetting>();
    const audits: unknown[] = [];
    const store: SettingsStore = {
      read: async (keys) => keys.flatMap((key) => (rows.has(key) ? [rows.get(key)!] : [])),
      async change(key, operatorId, decide) {
        const decided = decide(rows.get(key));
        if (!decided) return false;
        rows.set(key, { ...row(key, decided.value), updatedBy: operatorId });
        audits.push(decided.audit);
        return true;
      },
    };
    const limits = createSupportLimits({ store, defaults });
    const admin = { userId: "admin-1", role: "admin" } as Operator;
    expect(await limits.of("refund")()).toEqual({ IDR: 2_000_000 });
    expect(await limits.set(admin, { kind: "refund", currency: "IDR", amount: 3_000_000, reason: " big " })).toEqual({
      ok: true,
      changed: true,
    });
    expect(await limits.set(admin, { kind: "refund", currency: "IDR", amount: 3_000_000 })).toEqual({
      ok: true,
      changed: false,
    });
    expect(await limits.of("refund")()).toEqual({ IDR: 3_000_000 });
    expect(audits).toEqual([
      expect.objectContaining({
        operatorId: "admin-1",
        subject: "setting:supportLimit.refund.IDR",
        before: { amount: 2_000_000, source: "environment", currency: "IDR" },
        after: { amount: 3_000_000, source: "set", currency: "IDR" },
        reason: "big",
      }),
    ]);
    expect(await limits.set(admin, { kind: "refund", currency: "IDR", amount: 1, reason: "x".repeat(501) })).toEqual(
      failure("reasonTooLong"),
    );
    expect(audits).toHaveLength(1);
  });
});
