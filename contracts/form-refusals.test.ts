import { describe, expect, it } from "vitest";
import { id } from "../i18n/messages/id";
import { formIntents } from "../tests/support/form-intents";
import * as buyerForms from "./buyer-forms";
import * as consoleForms from "./console-forms";
import { REFUSAL_STATUS } from "./form-refusals";

const source = async (file: string) => (await import("node:fs")).readFileSync(new URL(file, import.meta.url), "utf8");

describe("the pages' forms and their refusals", () => {
  it("answer with message keys the four languages have", async () => {
    const named = [
      ...Object.keys(REFUSAL_STATUS),
      ...[...(await source("./console-forms.ts")).matchAll(/error: "([a-zA-Z]+\.[\w.]+)"/g)].map((match) => match[1]!),
    ];
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((key) => !(key in id))).toEqual([]);
  });

  it("tell a page's forms apart by an intent of a fixed list", () => {
    expect(formIntents(consoleForms.orderForm)).toEqual([
      "refund",
      "retry",
      "correctAccount",
      "resolve",
      "releaseLimit",
      "resend",
    ]);
    expect(formIntents(buyerForms.accountForm)).toEqual(["deviceLink", "linkMethod", "logout", "forgetGameAccount"]);
    // Removing a saved game account names which, by its id.
    expect(buyerForms.accountForm.safeParse({ intent: "forgetGameAccount" }).success).toBe(false);
    expect(buyerForms.accountForm.safeParse({ intent: "forgetGameAccount", id: "1; drop" }).success).toBe(false);
    expect(consoleForms.orderForm.safeParse({ intent: "delete" }).success).toBe(false);
    expect(consoleForms.orderForm.safeParse({ reason: "no intent" }).success).toBe(false);
  });

  it("read what an operator types into what the use case takes, or refuse it", () => {
    // A game's own account fields come as `account.<name>`; nothing else posted reaches the account.
    expect(
      consoleForms.orderForm.parse({
        intent: "correctAccount",
        reason: " buyer sent the right ID ",
        "account.userId": "12345678",
        "account.zoneId": "1234",
        note: "not an account field",
      }),
    ).toEqual({
      intent: "correctAccount",
      reason: "buyer sent the right ID",
      account: { userId: "12345678", zoneId: "1234" },
    });
    expect(
      consoleForms.compensationForm.parse({
        intent: "compensate",
        currency: "IDR",
        amount: "2.500",
        reason: " late ",
        key: "compensation-key-1",
        orderId: "",
      }),
    ).toEqual({
      intent: "compensate",
      currency: "IDR",
      amount: 2_500,
      reason: "late",
      key: "compensation-key-1",
      orderId: null,
    });
    expect(consoleForms.limitForm.parse({ kind: "refund", currency: "USD", amount: "" })).toMatchObject({
      amount: null,
    });
    expect(
      consoleForms.pricesForm.parse({ intent: "rule", scope: "shop", target: "ignored", percent: "12,5", fixed: "" }),
    ).toEqual({ intent: "rule", scope: "shop", target: "", basisPoints: 1_250, fixedIdr: 0 });
    const refused = consoleForms.orderForm.safeParse({ intent: "resolve", note: " x " });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(["adminOrder.noteInvalid"]);
  });
});
