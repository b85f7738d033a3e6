import { describe, expect, it } from "vitest";
import { maskedIdentityLabel } from "./masked-identity";

describe("a sign-in method named to someone who may not own it", () => {
  it("shows an e-mail's first letters and its domain", () => {
    expect(maskedIdentityLabel({ provider: "google", email: "siti.rahma@gmail.com", displayName: "Siti" })).toBe(
      "si•••@gmail.com",
    );
  });

  it("shows a WhatsApp number's country code and last four digits", () => {
    expect(maskedIdentityLabel({ provider: "whatsapp", email: null, displayName: "+6281234567890" })).toBe(
      "+62 ••• 7890",
    );
  });

  it("shows a name's first letters only", () => {
    expect(maskedIdentityLabel({ provider: "telegram", email: null, displayName: "Rizky Pratama" })).toBe("Ri•••");
    expect(maskedIdentityLabel({ provider: "test", email: null, displayName: null })).toBe("•••");
  });
});
