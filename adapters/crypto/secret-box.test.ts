import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

describe("secret box", () => {
  const box = createSecretBox(randomBytes(32));

  it("seals a secret so that the stored text does not hold it, and opens it for the same owner", () => {
    const stored = box.seal(SECRET, "operator-1");
    expect(stored.startsWith("v1.")).toBe(true);
    expect(stored).not.toContain(SECRET);
    expect(box.seal(SECRET, "operator-1")).not.toBe(stored); // a fresh nonce each time
    expect(box.open(stored, "operator-1")).toEqual({ plain: SECRET, legacy: false });
  });

  it("does not open for another owner, with another key, or once altered", () => {
    const stored = box.seal(SECRET, "operator-1");
    expect(box.open(stored, "operator-2")).toBeUndefined();
    expect(createSecretBox(randomBytes(32)).open(stored, "operator-1")).toBeUndefined();
    const [nonce, sealed] = stored.slice(3).split(".") as [string, string];
    const flipped = Buffer.from(sealed, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open(`v1.${nonce}.${flipped.toString("base64url")}`, "operator-1")).toBeUndefined();
    expect(box.open("v1.short.x", "operator-1")).toBeUndefined();
  });

  it("reads a value stored before encryption as it is, marked legacy", () => {
    expect(box.open(SECRET, "operator-1")).toEqual({ plain: SECRET, legacy: true });
  });

  it("refuses a key of the wrong length", () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32-byte/);
  });
});
