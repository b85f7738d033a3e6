import { describe, expect, it } from "vitest";
import { can, OPERATOR_ROLES, type Permission } from "../core/admin/permissions";
import { LANGUAGES } from "../core/locales";
import { MESSAGES } from "./catalog";
import type { MessageKey } from "./messages/id";

/** What an operator over their limit is told to do, and the permission of the one they are sent to. */
const OVER_LIMIT: [MessageKey, Permission][] = [
  ["admin.refundOverLimit", "refunds"],
  ["adminBuyer.overLimit", "compensation"],
];

/** A role's name as a sentence carries it: lower-cased, and its stem only (Russian declines it). */
const stem = (name: string) => name.toLocaleLowerCase().slice(0, 5);

describe("an operator over their limit is sent to a role that can act", () => {
  it.each(LANGUAGES)("%s", (language) => {
    const messages = MESSAGES[language] as Record<string, string>;
    for (const [key, permission] of OVER_LIMIT) {
      const text = messages[key]!.toLocaleLowerCase();
      for (const role of OPERATOR_ROLES.filter((candidate) => candidate !== "support")) {
        const named = text.includes(stem(messages[`admin.role.${role}`]!));
        expect(named, `${key} names ${role}`).toBe(can(role, permission));
      }
    }
  });
});
