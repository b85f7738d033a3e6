import { describe, expect, it } from "vitest";
import { HIDE_SUPPORT_COOKIE, HIDE_SUPPORT_MAX_AGE_SECONDS, comesFromApp, supportHidden } from "./hide-support";

const params = (query: string) => new URLSearchParams(query);

describe("the hide-support flag (hidden permanently when the entry comes with medium=app)", () => {
  it("comes from ?medium=app only", () => {
    expect(comesFromApp(params("medium=app"))).toBe(true);
    expect(comesFromApp(params("utm_source=x&medium=app"))).toBe(true);
    expect(comesFromApp(params("medium=web"))).toBe(false);
    expect(comesFromApp(params("medium=APP"))).toBe(false);
    expect(comesFromApp(params(""))).toBe(false);
  });

  it("hides the widget with the parameter, or later with the stored cookie alone", () => {
    expect(supportHidden(params("medium=app"), undefined)).toBe(true);
    expect(supportHidden(params(""), `locale=id; ${HIDE_SUPPORT_COOKIE}=1`)).toBe(true);
    expect(supportHidden(params(""), "locale=id")).toBe(false);
    expect(supportHidden(params(""), `${HIDE_SUPPORT_COOKIE}=0`)).toBe(false);
    expect(supportHidden(params(""), null)).toBe(false);
  });

  it("is kept 365 days, like the shop's other first-party cookies", () => {
    expect(HIDE_SUPPORT_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });
});
