import { describe, expect, it } from "vitest";
import { commitmentOf, drawWinner, entriesDigest, newSecret, SECRET_PATTERN, winnerIndexOf } from "./draw";

// A fixed vector, computed with coreutils and not with this code:
//   S=cb85d8f867d605d33f6f3a09ce5597eecd699aa327629f547924d8948a87748b
//   printf '%s' "$S" | sha256sum                                     -> the commitment
//   printf '%s\n%s\n%s\n%s' "$S" 2A3B4C5D K7M4Q2TX ZZ9Y8X7W | sha256sum -> 417819006aca454d...
//   0x417819006aca454d = 4717548099252929869; mod 3 = 1 -> K7M4Q2TX
const SECRET = "cb85d8f867d605d33f6f3a09ce5597eecd699aa327629f547924d8948a87748b";

describe("the provably fair draw", () => {
  it("commits to SHA-256 of the secret's hex text", () => {
    expect(commitmentOf(SECRET)).toBe("0092e5551586dd7b94c96317bf5b1e0a8178022d0914d038ffe1d93df8aeffde");
  });

  it("picks the entry at SHA-256(secret, sorted entries) mod n, whatever order the entries come in", () => {
    const outcome = drawWinner(SECRET, ["ZZ9Y8X7W", "K7M4Q2TX", "2A3B4C5D"]);
    expect(outcome).toEqual({
      entries: ["2A3B4C5D", "K7M4Q2TX", "ZZ9Y8X7W"],
      hash: "417819006aca454d73c7e88cb4356b85469eed197574501839ec022a81575150",
      index: 1,
      winner: "K7M4Q2TX",
    });
    expect(drawWinner(SECRET, ["K7M4Q2TX", "2A3B4C5D", "ZZ9Y8X7W"]).winner).toBe("K7M4Q2TX");
  });

  it("reads the 8 bytes as an exact 64-bit integer (a float would be off)", () => {
    // 4717548099252929869 mod 1000003 is 89916; in floating point it comes out as 89583.
    expect(winnerIndexOf("417819006aca454d73c7", 1_000_003)).toBe(89_916);
    expect(winnerIndexOf("417819006aca454d", 7)).toBe(5);
  });

  it("has no winner without entries, and the secret still decides nothing else", () => {
    expect(drawWinner(SECRET, [])).toMatchObject({ entries: [], index: null, winner: null });
  });

  it("fingerprints the entry list as drawn", () => {
    // printf '%s\n%s\n%s' 2A3B4C5D K7M4Q2TX ZZ9Y8X7W | sha256sum
    expect(entriesDigest(["ZZ9Y8X7W", "2A3B4C5D", "K7M4Q2TX"])).toBe(
      "d0116560645c16188885024c47f5152db55ea4dd5b1eb539fc275496a1c387d8",
    );
  });

  it("makes a fresh 32-byte secret each time", () => {
    const a = newSecret();
    expect(a).toMatch(SECRET_PATTERN);
    expect(newSecret()).not.toBe(a);
  });
});
