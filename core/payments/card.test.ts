import { describe, expect, it } from "vitest";
import { groupCardNumber, isExpired, parseExpiry, passesLuhn } from "./card";

describe("card fields", () => {
  it("groups the number in fours as the buyer types", () => {
    expect(groupCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(groupCardNumber("4111-11")).toBe("4111 11");
  });

  it("checks the Luhn digit", () => {
    expect(passesLuhn("4111 1111 1111 1111")).toBe(true);
    expect(passesLuhn("4811 1111 1111 1114")).toBe(true);
    expect(passesLuhn("4111 1111 1111 1112")).toBe(false);
    expect(passesLuhn("1234")).toBe(false);
  });

  it("a card is good through the last day of its expiry month, and not after", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    expect(isExpired(parseExpiry("11/26")!, now)).toBe(false);
    expect(isExpired(parseExpiry("10/26")!, now)).toBe(true);
    expect(parseExpiry("13/27")).toBeUndefined();
    expect(parseExpiry("0828")).toEqual({ month: 8, year: 2028 });
  });
});
