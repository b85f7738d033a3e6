import { describe, expect, it } from "vitest";
import { validateAccount, type AccountInput } from "../core/catalog/account-validation";
import { mobileLegends } from "../catalog/games/mobile-legends";
import type { AccountFormDefinition } from "../core/catalog/types";
import { MESSAGES } from "./catalog";
import { createTranslator } from "./translate";
import { accountErrorMessage } from "./account-errors";

const id = createTranslator("id", MESSAGES.id);
const en = createTranslator("en", MESSAGES.en);

/** The Indonesian message shown under each field, by field name. */
function messages(form: AccountFormDefinition, values: Record<string, string>, confirmed = true, t = id) {
  const result = validateAccount(form, { values, confirmed } satisfies AccountInput);
  if (result.ok) return {};
  return Object.fromEntries(
    Object.entries(result.error.values.fields).map(([field, error]) => [field, accountErrorMessage(t, error)]),
  );
}

const uidForm: AccountFormDefinition = {
  confirmation: "uidCorrect",
  fields: [
    {
      type: "text",
      name: "uid",
      kind: "uid",
      charset: "digits",
      minLength: 9,
      maxLength: 10,
      prefixFromField: "server",
      example: "812345678",
    },
    {
      type: "select",
      name: "server",
      kind: "server",
      options: [
        { value: "os_usa", label: { id: "Amerika", en: "America", ru: "Америка", uz: "Amerika" }, uidPrefixes: ["6"] },
        { value: "os_asia", label: { id: "Asia", en: "Asia", ru: "Азия", uz: "Osiyo" }, uidPrefixes: ["8", "18"] },
      ],
    },
  ],
};
const pubgForm: AccountFormDefinition = {
  confirmation: "uidCorrect",
  fields: [
    {
      type: "text",
      name: "playerId",
      kind: "playerId",
      charset: "digits",
      minLength: 8,
      maxLength: 12,
      startsWith: ["5"],
      example: "5123456789",
    },
  ],
};
const tagForm: AccountFormDefinition = {
  confirmation: "supercellLinked",
  fields: [
    {
      type: "text",
      name: "playerTag",
      kind: "playerTag",
      charset: "supercellTag",
      minLength: 3,
      maxLength: 12,
      example: "2PP0JCCL",
    },
  ],
};
const riotForm: AccountFormDefinition = {
  confirmation: "uidCorrect",
  fields: [
    {
      type: "text",
      name: "riotId",
      kind: "riotId",
      charset: "riotId",
      minLength: 7,
      maxLength: 22,
      example: "Faker#KR1",
    },
  ],
};
const zepetoForm: AccountFormDefinition = {
  confirmation: "uidCorrect",
  fields: [
    {
      type: "text",
      name: "zepetoId",
      kind: "zepetoId",
      charset: "zepetoId",
      minLength: 4,
      maxLength: 20,
      example: "kupi.fan_01",
    },
  ],
};
const ml = mobileLegends.account;

describe("account validation messages", () => {
  it("UID missing and incorrect", () => {
    expect(messages(uidForm, { uid: "", server: "os_asia" }).uid).toBe("UID tidak dimasukkan.");
    expect(messages(uidForm, { uid: "81234", server: "os_asia" }).uid).toBe("UID yang dimasukkan salah, coba lagi.");
    expect(messages(uidForm, { uid: "8123abc78", server: "os_asia" }).uid).toBe(
      "UID yang dimasukkan salah, coba lagi.",
    );
  });

  it("too many characters", () => {
    expect(messages(uidForm, { uid: "81234567890", server: "os_asia" }).uid).toBe("Terlalu banyak simbol");
    // Mobile Legends' zone ID has 4 digits: a fifth is one too many.
    expect(messages(ml, { userId: "123456789", zoneId: "23456", region: "ID" }).zoneId).toBe("Terlalu banyak simbol");
  });

  it("names the select the buyer sees: choose the server (or region) first, another when the UID belongs elsewhere", () => {
    // Under a "Server" label the message speaks of the server, under "Region" of the region.
    expect(messages(uidForm, { uid: "812345678", server: "" }).server).toBe("Pilih server terlebih dahulu.");
    expect(messages(uidForm, { uid: "812345678", server: "os_usa" }).server).toBe("Pilih server lain untuk membeli.");
    expect(messages(ml, { userId: "123456789", zoneId: "2345", region: "" }).region).toBe(
      "Pilih region terlebih dahulu.",
    );
    expect(messages(uidForm, { uid: "812345678", server: "" }, true, en).server).toBe("Choose the server first");
    expect(messages(uidForm, { uid: "612345678", server: "os_usa" })).toEqual({});
    expect(messages(uidForm, { uid: "1812345678", server: "os_asia" })).toEqual({});
  });

  it("Mobile Legends: zone ID missing, its User ID (so named) incorrect, 4-digit zone", () => {
    expect(messages(ml, { userId: "123456789", zoneId: "", region: "ID" }).zoneId).toBe("ID zona belum dimasukkan");
    expect(messages(ml, { userId: "12a4", zoneId: "2345", region: "ID" }).userId).toBe(
      "User ID yang dimasukkan salah, coba lagi.",
    );
    expect(messages(ml, { userId: "", zoneId: "2345", region: "ID" }).userId).toBe("User ID belum dimasukkan.");
    expect(messages(ml, { userId: "123456789", zoneId: "234", region: "ID" }).zoneId).toBe(
      "ID zona salah: masukkan angka di dalam kurung pada profil Anda.",
    );
    expect(messages(ml, { userId: " 123456789 ", zoneId: "2345", region: "ID" })).toEqual({});
  });

  it("PUBG Mobile IDs must start with 5", () => {
    expect(messages(pubgForm, { playerId: "4123456789" }).playerId).toBe("Nomor ID harus diawali dengan angka 5");
    expect(messages(pubgForm, { playerId: "5123456789" })).toEqual({});
  });

  it("Supercell tags use Supercell's alphabet; O is read as 0 and # is optional", () => {
    expect(messages(tagForm, { playerTag: "#ABC123" }).playerTag).toMatch(/^Tag pemain salah/);
    expect(messages(tagForm, { playerTag: "#2pp0jccl" })).toEqual({});
    const normalized = validateAccount(tagForm, { values: { playerTag: "2PPOJCCL" }, confirmed: true });
    expect(normalized).toEqual({ ok: true, account: { playerTag: "2PP0JCCL" } });
  });

  it("Riot ID incorrect", () => {
    expect(messages(riotForm, { riotId: "Faker" }).riotId).toBe(
      "Riot ID salah. Gunakan format nama#tag, misalnya Faker#KR1.",
    );
    expect(messages(riotForm, { riotId: "Faker#K" }).riotId).toMatch(/^Riot ID salah/);
    expect(messages(riotForm, { riotId: "Hide on bush#KR1" })).toEqual({});
  });

  it("ZEPETO ID", () => {
    expect(messages(zepetoForm, { zepetoId: "Kupi Fan!" }).zepetoId).toMatch(/^ZEPETO ID salah/);
    expect(messages(zepetoForm, { zepetoId: "@Kupi.Fan_01" })).toEqual({});
  });

  it("the account-is-correct checkbox must be ticked", () => {
    expect(messages(pubgForm, { playerId: "5123456789" }, false).confirmation).toBe(
      "Centang kotak konfirmasi bahwa data akun sudah benar.",
    );
  });

  it("account not allowed has its message", () => {
    expect(accountErrorMessage(id, { code: "accountNotAllowed" })).toBe("Akun Anda tidak diizinkan");
  });

  it("speaks the buyer's language", () => {
    expect(messages(uidForm, { uid: "", server: "os_asia" }, true, en).uid).toBe("UID is missing.");
    expect(messages(pubgForm, { playerId: "4123456789" }, true, en).playerId).toBe("The ID must start with 5");
  });

  it("never trusts the shape of the input", () => {
    const result = validateAccount(ml, {
      values: { userId: { $gt: "" } as unknown as string, zoneId: 2345 as unknown as string, region: "XX" },
      confirmed: true,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("account");
      expect(result.error.values.fields.userId?.code).toBe("userIdMissing");
      expect(result.error.values.fields.zoneId).toBeUndefined();
      expect(result.error.values.fields.region?.code).toBe("regionFirst");
    }
  });
});
