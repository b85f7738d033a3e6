import { describe, expect, it } from "vitest";
import { actionScrollTop, stepScrollTop } from "./show-step";

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

describe("actionScrollTop", () => {
  it("shows the choice made for the buyer and the button under it when both fit below the header", () => {
    // A desktop: the chosen method at 1,400 px, Buy from 1,950 to 1,998 px, 800 px of screen, a 66 px header.
    const desktop = { viewport: 800, header: { height: 66, top: 0 }, scrollTop: 0 };
    // As little as it can: until Buy shows, the method then 190 px from the screen's top, below the header.
    expect(actionScrollTop({ ...desktop, top: 1_400, bottom: 1_998 }, { top: 1_950, bottom: 1_998 })).toBe(
      1_998 - 800 + 12,
    );
  });

  it("puts the button alone in the middle of a phone's screen when the choice lies too far above it", () => {
    // The chosen method 1,200 px above Buy (3,950 to 4,000 px).
    expect(actionScrollTop({ ...PHONE, scrollTop: 0, top: 2_800, bottom: 4_000 }, { top: 3_950, bottom: 4_000 })).toBe(
      3_975 - 370,
    );
  });

  it("never scrolls above the page's top", () => {
    expect(actionScrollTop({ ...PHONE, scrollTop: 0, top: 0, bottom: 2_000 }, { top: 100, bottom: 150 })).toBe(0);
  });
});
