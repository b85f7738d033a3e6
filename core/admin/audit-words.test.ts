import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../i18n/catalog";
import { AUDIT_ACTIONS, AUDIT_FIELDS, auditAmount, auditSubject } from "./audit-words";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The source files that write audit entries: the shop's own code, not its tests. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(ROOT, file)).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/**
 * Every action string the code writes: `action: "x.y"` (with a ternary's second), an audit draft's
 * or helper's action argument, and the refusals the sign-in records as actions.
 */
function actionsWritten(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [
    /action:\s*(?:[^,\n?]*\?\s*)?"([a-z]+\.[a-zA-Z]+)"(?:\s*:\s*"([a-z]+\.[a-zA-Z]+)")?/g,
    /(?:action|const action)\s*=\s*[\w.!]+\s*\?\s*"([a-z]+\.[a-zA-Z]+)"\s*:\s*"([a-z]+\.[a-zA-Z]+)"/g,
    /draft\(\s*\w+,\s*"([a-z]+\.[a-zA-Z]+)"/g,
    /audit\(\s*tx,\s*\w+,\s*(?:[\w.!]+\s*\?\s*)?"([a-z]+\.[a-zA-Z]+)"(?:\s*:\s*"([a-z]+\.[a-zA-Z]+)")?/g,
    /refused:\s*"([a-z]+\.[a-zA-Z]+)"/g,
  ];
  for (const file of ["core", "adapters", "server", "app"].flatMap(sources)) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const pattern of patterns)
      for (const match of text.matchAll(pattern))
        for (const action of match.slice(1)) if (action) found.set(action, file);
  }
  return found;
}

describe("the audit log in words", () => {
  it("every action the code writes has its sentence, in every language", () => {
    const written = actionsWritten();
    // The scan finds the ways the code writes actions, so this test can fail.
    expect(written.get("order.refunded")).toBe("core/admin/operator-refund.ts");
    expect(written.get("promo.paused")).toBe("adapters/db/admin/promo-store.ts");
    expect(written.get("catalog.fiscalCleared")).toBe("core/admin/catalog-admin.ts");
    expect(written.get("operator.totpLocked")).toBe("core/admin/operators.ts");
    expect(written.get("giveaway.prizeDelivered")).toBe("adapters/db/admin/giveaway-store.ts");
    const listed = new Set<string>(AUDIT_ACTIONS);
    const missing = [...written]
      .filter(([action]) => !listed.has(action))
      .map(([action, file]) => `${action} (${file})`);
    expect(missing).toEqual([]);
    for (const [language, messages] of Object.entries(MESSAGES)) {
      const keys = new Set(Object.keys(messages));
      for (const action of AUDIT_ACTIONS)
        expect(keys.has(`adminAudit.action.${action}`), `${language} ${action}`).toBe(true);
      for (const field of AUDIT_FIELDS)
        expect(keys.has(`adminAudit.field.${field}`), `${language} ${field}`).toBe(true);
    }
  });

  it("reads what an entry is about, with the name the store found", () => {
    const names = new Map([
      ["order:7f0c2f7e-0000-4000-8000-000000000001", "K7Q2M9XA"],
      ["user:485d0000-0000-4000-8000-000000000002", "Dewi Lestari"],
    ]);
    expect(auditSubject("order:7f0c2f7e-0000-4000-8000-000000000001", names)).toEqual({
      kind: "order",
      id: "7f0c2f7e-0000-4000-8000-000000000001",
      number: "K7Q2M9XA",
    });
    expect(auditSubject("user:485d0000-0000-4000-8000-000000000002", names)).toMatchObject({ name: "Dewi Lestari" });
    expect(auditSubject("user:485d0000-0000-4000-8000-000000000003", names)).toMatchObject({ name: null });
    expect(auditSubject("setting:supportLimit.refund.IDR", names)).toEqual({
      kind: "setting",
      setting: "refund",
      currency: "IDR",
    });
    expect(auditSubject("setting:shop.timeZone", names)).toEqual({
      kind: "setting",
      setting: "timeZone",
      currency: null,
    });
    expect(auditSubject("promo:HEMAT10", names)).toEqual({ kind: "promo", code: "HEMAT10" });
    expect(auditSubject("margin:game:azur-lane", names)).toEqual({ kind: "other", text: "margin:game:azur-lane" });
    expect(auditSubject("setting:something.new", names)).toEqual({ kind: "other", text: "setting:something.new" });
  });

  it("finds the money an entry moved: an amount with its currency, nothing without one", () => {
    expect(auditAmount({ amount: 5000, currency: "IDR", method: "gold" })).toEqual({ amount: 5000, currency: "IDR" });
    expect(auditAmount({ amount: 5000 })).toBeNull();
    expect(auditAmount({ amount: 5000, currency: "XXX" })).toBeNull();
    expect(auditAmount({ amount: null, currency: "IDR" })).toBeNull();
    expect(auditAmount(null)).toBeNull();
  });
});
