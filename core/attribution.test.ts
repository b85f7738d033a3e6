import { describe, expect, it } from "vitest";
import {
  attributionFromUrl,
  attributionSetCookie,
  encodeAttribution,
  parseAttribution,
  withoutLandingParams,
} from "./attribution";

const now = new Date("2026-11-23T08:00:00.000Z");
const DAY = 86_400;
const from = (query: string) => attributionFromUrl(new URLSearchParams(query), now);

describe("the attribution cookie", () => {
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

describe("a landing link's parameters", () => {
  it("are dropped from the address, every other parameter kept in its place and spelling", () => {
    expect(withoutLandingParams("/mobile-legends?utm_source=tiktok&utm_campaign=payday")).toBe("/mobile-legends");
    expect(withoutLandingParams("/?ref=streamer42&fbclid=IwAR0x&gclid=Cj0K")).toBe("/");
    expect(withoutLandingParams("/mobile-legends?sku=ml-170&utm_source=ig&medium=app")).toBe(
      "/mobile-legends?sku=ml-170&medium=app",
    );
    // Names spelled with escapes are the same names; values are never decoded or re-encoded.
    expect(withoutLandingParams("/about?utm%5Fsource=x&q=a%20b+c&partner_id=p")).toBe("/about?q=a%20b+c");
    expect(withoutLandingParams("/x?utm_source=a&")).toBe("/x");
  });

  it("leave an address without them exactly as it came", () => {
    for (const address of ["/", "/mobile-legends", "/mobile-legends?sku=ml-170", "/x?a=1&&b", "/x?", "/x?%E0%A4%A=1"])
      expect(withoutLandingParams(address)).toBe(address);
  });

  it("go out in an HttpOnly cookie for the attribution's lifetime", () => {
    const cookie = attributionSetCookie(from("partner_id=p-77")!, true);
    expect(cookie).toBe(
      `attribution=${encodeURIComponent(encodeAttribution({ params: { partner_id: "p-77" }, landedAt: now.toISOString() }))}; Max-Age=${90 * DAY}; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
  });
});
