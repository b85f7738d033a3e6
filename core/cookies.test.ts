import { describe, expect, it } from "vitest";
import { adminSessionSetCookie, cookieValue, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("writes a site-wide cookie with the attributes asked for", () => {
    expect(serializeCookie("locale", "ru", { maxAgeSeconds: 60 })).toBe("locale=ru; Max-Age=60; Path=/; SameSite=Lax");
    expect(serializeCookie("attribution", "{}", { maxAgeSeconds: 60, httpOnly: true, secure: true })).toBe(
      "attribution=%7B%7D; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(adminSessionSetCookie("t0k", 3600, true)).toBe(
      "admin_session=t0k; Max-Age=3600; Path=/; HttpOnly; Secure; SameSite=Strict",
    );
    expect(adminSessionSetCookie("", 3600, false)).toBe("admin_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
  });

  it("keeps a hostile value inside the cookie: no attribute, no second header, and it reads back whole", () => {
    const hostile = 'x"; Path=/admin; Domain=evil.example; HttpOnly\r\nSet-Cookie: admin_session=stolen, y=1';
    const header = serializeCookie("locale", hostile, { maxAgeSeconds: 60 });
    expect(header.split("; ")).toEqual([
      expect.stringMatching(/^locale=[^;\s]+$/),
      "Max-Age=60",
      "Path=/",
      "SameSite=Lax",
    ]);
    expect(cookieValue(header.split("; ")[0], "locale")).toBe(hostile);
  });

  it("reads one cookie of a header, and treats an empty or malformed one as absent", () => {
    const header = "a=1; locale=en%2Did ; empty=; bad=%E0%A4%A; admin_session=x";
    expect(cookieValue(header, "locale")).toBe("en-id");
    expect(cookieValue(header, "empty")).toBeUndefined();
    expect(cookieValue(header, "bad")).toBeUndefined();
    expect(cookieValue(header, "admin")).toBeUndefined();
    expect(cookieValue(undefined, "a")).toBeUndefined();
    // A name that is another's prefix or suffix is not that cookie.
    expect(cookieValue("xlocale=ru; locale_x=uz", "locale")).toBeUndefined();
  });
});
