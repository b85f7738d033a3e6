import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { verifyTelegramLogin } from "./telegram-widget";

const BOT_TOKEN = "123456:TEST-bot-token";
const NOW = new Date("2026-11-21T12:00:00Z");

/** Signs widget fields the way Telegram does, independently of the code under test. */
function signed(fields: Record<string, string>, token = BOT_TOKEN): Record<string, string> {
  const checkString = Object.entries(fields)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join("\n");
  const key = createHash("sha256").update(token).digest();
  return { ...fields, hash: createHmac("sha256", key).update(checkString).digest("hex") };
}

const fresh = () => ({
  id: "987654321",
  first_name: "Budi",
  username: "budi_gamer",
  photo_url: "https://t.me/i/userpic/320/budi.jpg",
  auth_date: String(Math.floor(NOW.getTime() / 1000) - 60),
});

describe("Telegram login widget check", () => {
  it("accepts fields signed with the bot token's SHA-256 key", () => {
    expect(verifyTelegramLogin(signed(fresh()), BOT_TOKEN, NOW)).toEqual({
      ok: true,
      identity: { id: "987654321", firstName: "Budi", lastName: null, username: "budi_gamer" },
    });
  });

  it("rejects a tampered field", () => {
    const data = signed(fresh());
    expect(verifyTelegramLogin({ ...data, id: "111111111" }, BOT_TOKEN, NOW)).toEqual(failure("signature"));
    expect(verifyTelegramLogin({ ...data, username: "admin" }, BOT_TOKEN, NOW)).toEqual(failure("signature"));
  });

  it("rejects data signed with another bot's token", () => {
    expect(verifyTelegramLogin(signed(fresh(), "999:OTHER"), BOT_TOKEN, NOW)).toEqual(failure("signature"));
  });

  it("rejects an auth_date older than 24 hours, and accepts one just inside", () => {
    const nowSeconds = Math.floor(NOW.getTime() / 1000);
    const stale = signed({ ...fresh(), auth_date: String(nowSeconds - 24 * 3600 - 1) });
    expect(verifyTelegramLogin(stale, BOT_TOKEN, NOW)).toEqual(failure("expired"));
    const inside = signed({ ...fresh(), auth_date: String(nowSeconds - 24 * 3600 + 5) });
    expect(verifyTelegramLogin(inside, BOT_TOKEN, NOW).ok).toBe(true);
  });

  it("rejects missing fields and malformed hashes", () => {
    expect(verifyTelegramLogin({ id: "1", auth_date: "1" }, BOT_TOKEN, NOW)).toEqual(failure("missing"));
    expect(verifyTelegramLogin({ ...fresh(), hash: "zz" }, BOT_TOKEN, NOW)).toEqual(failure("missing"));
  });
});
