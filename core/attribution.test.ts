import { describe, expect, it } from "vitest";
import { attributionFromUrl, encodeAttribution, parseAttribution } from "./attribution";

const now = new Date("2026-11-23T08:00:00.000Z");
const DAY = 86_400;
const from = (query: string) => attributionFromUrl(new URLSearchParams(query), now);

describe("the attribution cookie (SPEC §9)", () => {
  it("is set for 30 days when a utm source arrives", () => {
    const set = from("utm_source=tiktok&utm_medium=video&utm_campaign=payday&game=x");
    expect(set?.maxAgeSeconds).toBe(30 * DAY);
    expect(set?.attribution).toEqual({
      params: { utm_source: "tiktok", utm_medium: "video", utm_campaign: "payday" },
      landedAt: "2026-11-23T08:00:00.000Z",
    });
  });

  it("is set for 30 days with a partner parameter, 90 days with the designated one", () => {
    expect(from("ref=streamer42")?.maxAgeSeconds).toBe(30 * DAY);
    expect(from("click_id=abc-123")?.maxAgeSeconds).toBe(30 * DAY);
    expect(from("partner_id=p-77")?.maxAgeSeconds).toBe(90 * DAY);
    expect(from("utm_source=ig&partner_id=p-77")?.maxAgeSeconds).toBe(90 * DAY);
  });

  it("is not set (the held one stays) without a utm source or partner parameter", () => {
    expect(from("")).toBeUndefined();
    expect(from("utm_medium=cpc&utm_campaign=sale")).toBeUndefined();
    expect(from("medium=app&q=free+fire")).toBeUndefined();
    // A value that could break the cookie or a report is dropped, not stored.
    expect(from("utm_source=%3Cscript%3E")).toBeUndefined();
    expect(from("ref=a%0Db")).toBeUndefined();
  });

  it("reads back only what the shop wrote", () => {
    const set = from("utm_source=google&ref=friend")!;
    expect(parseAttribution(encodeAttribution(set.attribution))).toEqual(set.attribution);
    expect(parseAttribution(undefined)).toBeNull();
    expect(parseAttribution("not json")).toBeNull();
    expect(parseAttribution(JSON.stringify({ params: { utm_source: "x" }, landedAt: "yesterday" }))).toBeNull();
    expect(parseAttribution(JSON.stringify({ params: { evil: "x" }, landedAt: now.toISOString() }))).toBeNull();
    expect(
      parseAttribution(JSON.stringify({ params: { utm_source: "x", extra: "y" }, landedAt: now.toISOString() })),
    ).toEqual({ params: { utm_source: "x" }, landedAt: now.toISOString() });
  });
});
