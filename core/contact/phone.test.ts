import { describe, expect, it } from "vitest";
import { MARKET_CODES } from "../locales";
import { normalizePhone } from "./phone";

describe("phone numbers, read in the buyer's market", () => {
  it("reads an Indonesian number typed the local way, or as WhatsApp shows it", () => {
    for (const typed of ["0812-3456-7890", "81234567890", "(0812) 3456 7890", "62 812 3456 7890", "+62 812 3456 7890"])
      expect(normalizePhone(typed, "id"), typed).toBe("6281234567890");
  });

  it("reads a Russian buyer's 8 912… as +7 912…, not as an Indonesian number", () => {
    for (const typed of ["8 912 345-67-89", "8 (912) 345-67-89", "+7 912 345 67 89", "79123456789"])
      expect(normalizePhone(typed, "ru"), typed).toBe("79123456789");
  });

  it("reads an Uzbek buyer's 90 123 45 67 with Uzbekistan's code", () => {
    expect(normalizePhone("90 123 45 67", "uz")).toBe("998901234567");
    expect(normalizePhone("+998 90 123 45 67", "uz")).toBe("998901234567");
  });

  it("reads a US buyer's (212) 555-0100 with the US code", () => {
    expect(normalizePhone("(212) 555-0100", "en")).toBe("12125550100");
  });

  it("keeps a number written with its country code that country's, in any market", () => {
    for (const market of MARKET_CODES) {
      expect(normalizePhone("+7 912 345 67 89", market), market).toBe("79123456789");
      expect(normalizePhone("+998 90 123 45 67", market), market).toBe("998901234567");
      expect(normalizePhone("+62 812 3456 7890", market), market).toBe("6281234567890");
    }
  });

  it("reads a number typed as the shop stores it (country code, no +) as that number", () => {
    expect(normalizePhone("998901234567", "id")).toBe("998901234567");
    expect(normalizePhone("6281234567890", "ru")).toBe("6281234567890");
  });

  it("refuses what is not a phone number", () => {
    for (const market of MARKET_CODES)
      for (const typed of ["", "12", "+62 abc", "0812-FLOWERS", "hello", "+", "8 912 345"])
        expect(normalizePhone(typed, market), `${typed} in ${market}`).toBeUndefined();
  });
});
