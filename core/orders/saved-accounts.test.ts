import { describe, expect, it } from "vitest";
import type { AccountFormDefinition } from "../catalog/types";
import { order } from "../../tests/support/order-fixture";
import { accountToSave } from "./saved-accounts";

const moonton: AccountFormDefinition = {
  confirmation: "uidCorrect",
  fields: [
    { type: "text", name: "userId", kind: "userId", charset: "digits", minLength: 5, maxLength: 12, example: "1" },
    {
      type: "text",
      name: "zoneId",
      kind: "zoneId",
      charset: "digits",
      minLength: 4,
      maxLength: 5,
      example: "1",
      bracketed: true,
    },
    {
      type: "select",
      name: "region",
      kind: "region",
      options: [
        { value: "ID", label: { id: "Indonesia", en: "Indonesia", ru: "Индонезия", uz: "Indoneziya" } },
        { value: "MY", label: { id: "Malaysia", en: "Malaysia", ru: "Малайзия", uz: "Malayziya" } },
      ],
    },
  ],
};

describe("what a paid order saves", () => {
  const paid = order({
    gameSlug: "mobile-legends",
    account: { userId: "123456789", zoneId: "2345", region: "MY" },
    accountLabel: "123456789 (2345) · Malaysia",
    nickname: "SwiftTiger12",
  });

  it("keys the row by who the player check asked about (not the region) and keeps the region it agreed with", () => {
    expect(accountToSave(moonton, paid)).toEqual({
      userId: "user-1",
      gameSlug: "mobile-legends",
      player: { userId: "123456789", zoneId: "2345" },
      account: { userId: "123456789", zoneId: "2345", region: "MY" },
      accountLabel: "123456789 (2345) · Malaysia",
      nickname: "SwiftTiger12",
      region: "MY",
      checkedAt: paid.createdAt,
    });
  });

  it("saves nothing for a guest or an unverified account; a form without a region saves none", () => {
    expect(accountToSave(moonton, { ...paid, userId: null })).toBeUndefined();
    expect(accountToSave(moonton, { ...paid, nickname: null })).toBeUndefined();
    const plain: AccountFormDefinition = { confirmation: "uidCorrect", fields: [moonton.fields[0]!] };
    expect(accountToSave(plain, order({ nickname: "Ace" }))?.region).toBeNull();
  });
});
