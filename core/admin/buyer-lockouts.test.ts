import { describe, expect, it } from "vitest";
import { codeCheckKeyPrefix } from "../rate-limits";
import { standingLockouts } from "./buyer-lockouts";

const now = new Date("2026-11-29T10:00:00Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const phone = "6281234000111";

describe("a buyer's standing lockouts", () => {
  it("three sends within the hour lock until the oldest of them turns an hour old; two do not", () => {
    const sends = [50, 30, 10].map((minutes) => ({ phone, at: minutesAgo(minutes) }));
    expect(standingLockouts([phone], sends, [], now)).toEqual([
      { phone, kind: "codeSends", until: new Date(minutesAgo(50).getTime() + 3_600_000) },
    ]);
    expect(standingLockouts([phone], sends.slice(1), [], now)).toEqual([]);
    // A send older than the hour no longer counts.
    expect(standingLockouts([phone], [{ phone, at: minutesAgo(61) }, ...sends.slice(1)], [], now)).toEqual([]);
  });

  it("a requester at 15 checks, or the phone's ceiling at 60, locks until the window ends", () => {
    const prefix = codeCheckKeyPrefix(phone);
    const windowEnd = new Date(now.getTime() + 240_000);
    expect(standingLockouts([phone], [], [{ key: `${prefix}:ip:10.0.0.1`, hits: 14, windowEnd }], now)).toEqual([]);
    expect(standingLockouts([phone], [], [{ key: `${prefix}:ip:10.0.0.1`, hits: 15, windowEnd }], now)).toEqual([
      { phone, kind: "codeChecks", until: windowEnd },
    ]);
    expect(standingLockouts([phone], [], [{ key: prefix, hits: 59, windowEnd }], now)).toEqual([]);
    expect(standingLockouts([phone], [], [{ key: prefix, hits: 60, windowEnd }], now)).toHaveLength(1);
    // Another phone's counters are not this buyer's.
    const other = codeCheckKeyPrefix("6281234000999");
    expect(standingLockouts([phone], [], [{ key: `${other}:ip:10.0.0.1`, hits: 99, windowEnd }], now)).toEqual([]);
  });
});
