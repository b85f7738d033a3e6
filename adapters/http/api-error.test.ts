import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../i18n/catalog";
import { LANGUAGES } from "../../core/locales";
import { API_ERROR_STATUS } from "./api-error";

describe("the API's error table", () => {
  it("gives every code an error status and a message in id, en, ru and uz", () => {
    for (const [code, status] of Object.entries(API_ERROR_STATUS)) {
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      // The account form's errors carry their fields' own messages.
      if (code === "validation.account") continue;
      for (const locale of LANGUAGES)
        expect(MESSAGES[locale][code as keyof (typeof MESSAGES)["id"]], `${locale} ${code}`).toBeTruthy();
    }
  });

  it("answers a refused sign-in, an expired one and an unreachable provider apart", () => {
    expect(API_ERROR_STATUS["auth.signInRefused"]).toBe(401);
    expect(API_ERROR_STATUS["auth.signInExpired"]).toBe(400);
    expect(API_ERROR_STATUS["auth.providerFailed"]).toBe(502);
  });
});
