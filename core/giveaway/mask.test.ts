import { describe, expect, it } from "vitest";
import { gameIdOf, maskId } from "./mask";

describe("masking a winner", () => {
  it("keeps two characters at each end with four stars between", () => {
    expect(maskId("12345689")).toBe("12****89");
    expect(maskId("K7M4Q2TX")).toBe("K7****TX");
  });

  it("hides the length of long IDs and keeps only the first character of short ones", () => {
    expect(maskId("123456789012345")).toBe("12****45");
    expect(maskId("123456")).toBe("12****56");
    expect(maskId("12345")).toBe("1****");
    expect(maskId("")).toBe("****");
  });

  it("takes the game ID from an account label with a zone", () => {
    expect(maskId(gameIdOf("12345678 (1234)"))).toBe("12****78");
    expect(gameIdOf("987654321")).toBe("987654321");
  });
});
