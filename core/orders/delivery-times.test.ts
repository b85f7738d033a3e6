import { describe, expect, it } from "vitest";
import { createDeliveryTimes, MEASUREMENT_KEPT_MS, shownDuration, type MeasuredDelivery } from "./delivery-times";

describe("measured delivery times", () => {
  it("says the typical time as a person would, and the 90th percentile never shorter than it was", () => {
    expect(shownDuration(38)).toEqual({ unit: "second", value: 40 });
    expect(shownDuration(2)).toEqual({ unit: "second", value: 5 });
    expect(shownDuration(72)).toEqual({ unit: "second", value: 70 });
    expect(shownDuration(150)).toEqual({ unit: "minute", value: 3 });
    // "9 of 10 within" rounds up: 41 s is within 45 s, 61 s within 70 s, 86 s within 2 minutes.
    expect(shownDuration(41, true)).toEqual({ unit: "second", value: 45 });
    expect(shownDuration(61, true)).toEqual({ unit: "second", value: 70 });
    expect(shownDuration(86, true)).toEqual({ unit: "minute", value: 2 });
    expect(shownDuration(121, true)).toEqual({ unit: "minute", value: 3 });
  });

  it("says nothing for a game with fewer than 20 deliveries, and reads the database once per five minutes", async () => {
    let now = new Date("2026-11-29T10:00:00Z");
    let reads = 0;
    let figures = new Map<string, MeasuredDelivery>([
      ["free-fire", { deliveries: 120, medianSeconds: 38, p90Seconds: 100 }],
      ["genshin", { deliveries: 19, medianSeconds: 30, p90Seconds: 60 }],
    ]);
    const times = createDeliveryTimes({
      store: { measure: () => (reads++, Promise.resolve(figures)) },
      clock: () => now,
    });
    expect(await times.of("free-fire")).toEqual({
      deliveries: 120,
      usually: { unit: "second", value: 40 },
      nineInTen: { unit: "minute", value: 2 },
      nineInTenMinutes: 2,
    });
    expect(await times.of("genshin")).toBeNull();
    expect(await times.of("pubg-mobile")).toBeNull();
    // The home page's tiles: every game that says something, from the same reading.
    expect(Object.keys(await times.all())).toEqual(["free-fire"]);
    expect(reads).toBe(1);
    figures = new Map([["genshin", { deliveries: 20, medianSeconds: 30, p90Seconds: 60 }]]);
    now = new Date(now.getTime() + MEASUREMENT_KEPT_MS);
    expect(await times.of("genshin")).toMatchObject({ deliveries: 20 });
    expect(reads).toBe(2);
  });

  it("shows the promise alone while the database cannot say, and asks again at the next page", async () => {
    let fail = true;
    const times = createDeliveryTimes({
      store: {
        measure: () =>
          fail
            ? Promise.reject(new Error("connection refused"))
            : Promise.resolve(new Map([["free-fire", { deliveries: 50, medianSeconds: 20, p90Seconds: 40 }]])),
      },
    });
    expect(await times.of("free-fire")).toBeNull();
    expect(await times.all()).toEqual({});
    fail = false;
    expect(await times.of("free-fire")).toMatchObject({ deliveries: 50 });
  });
});
