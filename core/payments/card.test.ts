import { describe, expect, it } from "vitest";
import { groupCardNumber, isExpired, isValidCvv, parseExpiry, passesLuhn } from "./card";

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

  it("wants three security digits, or four for American Express (34 and 37)", () => {
    expect(isValidCvv("123", "4111 1111 1111 1111")).toBe(true);
    expect(isValidCvv(" 123 ", "5555 5555 5555 4444")).toBe(true);
    expect(isValidCvv("1234", "4111 1111 1111 1111")).toBe(false);
    expect(isValidCvv("12", "4111 1111 1111 1111")).toBe(false);
    expect(isValidCvv("12a", "4111 1111 1111 1111")).toBe(false);
    expect(isValidCvv("", "4111 1111 1111 1111")).toBe(false);
    expect(isValidCvv("1234", "3782 822463 10005")).toBe(true);
    expect(isValidCvv("1234", "3411 111111 11111")).toBe(true);
    expect(isValidCvv("123", "3782 822463 10005")).toBe(false);
    expect(isValidCvv("123", "3530 1113 3330 0000")).toBe(true);
  });

  it("a card is good through the last day of its expiry month, and not after", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    expect(isExpired(parseExpiry("11/26")!, now)).toBe(false);
    expect(isExpired(parseExpiry("10/26")!, now)).toBe(true);
    expect(parseExpiry("13/27")).toBeUndefined();
    expect(parseExpiry("0828")).toEqual({ month: 8, year: 2028 });
  });
});
