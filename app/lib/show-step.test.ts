import { describe, expect, it } from "vitest";
import { stepScrollTop } from "./show-step";

/** A phone: 740 px of screen, a 118 px header that sticks once the page has scrolled past the 32 px banner. */
const PHONE = { viewport: 740, header: { height: 118, top: 32 } };

describe("stepScrollTop", () => {
  it("brings a step left far above back down, its heading just below the sticky header", () => {
    // The summary's heading at 1,000 px, its Pay button at 1,500 px; the page scrolled to 3,500.
    expect(stepScrollTop({ ...PHONE, scrollTop: 3_500, top: 1_000, bottom: 1_500 })).toBe(1_000 - 118 - 12);
  });

  it("moves as little as it can: a step below is scrolled up until its action shows", () => {
    expect(stepScrollTop({ ...PHONE, scrollTop: 0, top: 900, bottom: 1_300 })).toBe(1_300 - 740 + 12);
  });

  it("leaves the page alone when the heading and the action are both in sight", () => {
    expect(stepScrollTop({ ...PHONE, scrollTop: 800, top: 1_000, bottom: 1_400 })).toBe(800);
  });

  it("shows a step taller than the screen from its heading", () => {
    expect(stepScrollTop({ ...PHONE, scrollTop: 0, top: 1_000, bottom: 2_500 })).toBe(1_000 - 118 - 12);
  });

  it("goes no higher than the page's top, where the header has not stuck yet", () => {
    // The heading right under the header's place at the page's top: scrolled to where the header sticks.
    expect(stepScrollTop({ ...PHONE, scrollTop: 2_000, top: 160, bottom: 400 })).toBe(32);
    expect(stepScrollTop({ ...PHONE, header: { height: 118, top: 0 }, scrollTop: 2_000, top: 100, bottom: 300 })).toBe(
      0,
    );
  });

  it("without a sticky header, keeps only the room to the screen's edge", () => {
    expect(
      stepScrollTop({ viewport: 800, header: { height: 0, top: 0 }, scrollTop: 3_000, top: 1_000, bottom: 1_200 }),
    ).toBe(988);
  });
});
