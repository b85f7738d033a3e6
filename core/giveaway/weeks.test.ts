import { describe, expect, it } from "vitest";
import { nextWeek, weekNamed, weekOf } from "./weeks";

describe("the giveaway week (Monday 00:00 to Monday 00:00, Asia/Jakarta, UTC+7)", () => {
  it("starts at Monday midnight in Jakarta, which is Sunday 17:00 UTC", () => {
    // Monday 2026-06-01 00:00 WIB = 2026-05-31T17:00Z.
    const week = weekOf(new Date("2026-05-31T17:00:00Z"));
    expect(week).toEqual({
      key: "2026-06-01",
      start: new Date("2026-05-31T17:00:00Z"),
      end: new Date("2026-06-07T17:00:00Z"),
    });
  });

  it("puts the last millisecond of Sunday night in Jakarta in the week before", () => {
    // 23:59:59.999 WIB on Sunday 2026-05-31 (16:59:59.999 UTC) is the previous week's last moment.
    expect(weekOf(new Date("2026-05-31T16:59:59.999Z")).key).toBe("2026-05-25");
    expect(weekOf(new Date("2026-05-31T17:00:00.000Z")).key).toBe("2026-06-01");
  });

  it("counts by Jakarta's date, not UTC's: Monday 03:00 WIB is still Sunday in UTC", () => {
    // 2026-06-01 03:00 WIB = 2026-05-31T20:00Z, a Sunday in UTC but Monday in Jakarta.
    expect(weekOf(new Date("2026-05-31T20:00:00Z")).key).toBe("2026-06-01");
    // Sunday 2026-06-07 23:30 WIB = 16:30 UTC: the same week, its last half hour.
    expect(weekOf(new Date("2026-06-07T16:30:00Z")).key).toBe("2026-06-01");
  });

  it("is seven days long, and the next week starts where it ends", () => {
    const week = weekOf(new Date("2026-12-30T05:00:00Z"));
    expect(week.key).toBe("2026-12-28");
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 86_400_000);
    const following = nextWeek(week);
    expect(following.key).toBe("2027-01-04");
    expect(following.start).toEqual(week.end);
  });

  it("names weeks by their Monday and refuses any other day or text", () => {
    expect(weekNamed("2026-06-01")).toEqual(weekOf(new Date("2026-06-03T00:00:00Z")));
    expect(weekNamed("2026-06-02")).toBeNull();
    expect(weekNamed("2026-02-30")).toBeNull();
    expect(weekNamed("2026-6-1")).toBeNull();
    expect(weekNamed("monday")).toBeNull();
  });
});
