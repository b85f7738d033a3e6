import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, UNAUTHORIZED_EVENT, apiRequest } from "./api-client";

function answer(status: number, body: unknown) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

describe("the browser's API client", () => {
  const events: string[] = [];
  const target = new EventTarget();
  target.addEventListener(UNAUTHORIZED_EVENT, () => events.push(UNAUTHORIZED_EVENT));
  vi.stubGlobal("window", target);
  afterEach(() => {
    events.length = 0;
    vi.unstubAllGlobals();
    vi.stubGlobal("window", target);
  });

  it("sends JSON with the locale header, and raises the server's message", async () => {
    const fetch = answer(404, { message: "Alamat API tidak ditemukan", code: "api.notFound" });
    vi.stubGlobal("fetch", fetch);
    const failure = await apiRequest("/x", { locale: "id" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe("Alamat API tidak ditemukan");
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      Accept: "application/json",
      "Content-Type": "application/json",
      locale: "id",
    });
  });

  it("retries a safe request once on a transient status, never a write", async () => {
    const get = answer(503, { message: "busy", code: "api.internal" });
    vi.stubGlobal("fetch", get);
    await apiRequest("/x", { locale: "en" }).catch(() => undefined);
    expect(get).toHaveBeenCalledTimes(2);
    const post = answer(503, { message: "busy", code: "api.internal" });
    vi.stubGlobal("fetch", post);
    await apiRequest("/x", { method: "POST", body: {}, locale: "en" }).catch(() => undefined);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("signs the browser out on a 401 'not signed in', not on other 401s", async () => {
    vi.stubGlobal("fetch", answer(401, { message: "Silakan masuk terlebih dahulu.", code: "auth.required" }));
    await apiRequest("/auth/me", { method: "POST", locale: "id" }).catch(() => undefined);
    expect(events).toEqual([UNAUTHORIZED_EVENT]);
    vi.stubGlobal("fetch", answer(401, { message: "Kode salah.", code: "auth.codeInvalid" }));
    await apiRequest("/auth/whatsapp/verify", { method: "POST", locale: "id" }).catch(() => undefined);
    expect(events).toEqual([UNAUTHORIZED_EVENT]);
  });
});
