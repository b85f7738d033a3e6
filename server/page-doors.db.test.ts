import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../adapters/db/schema";
import { signedInOperator } from "../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../tests/support/checkout-harness";

/**
 * What a visitor, or a script posing as one, sends to the pages' doors is answered by the door or by
 * the page in the visitor's language, never with a 500 nor a stack trace in the log.
 */
describe("page doors", () => {
  let shop: CheckoutHarness;
  /** The log lines written since the last call. */
  let logged = 0;
  const newLogLines = () => shop.logLines.slice(logged, (logged = shop.logLines.length));

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
  }, 60_000);
  afterAll(() => shop?.close());

  const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(shop.base + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });

  describe("the origin of a form post", () => {
    it("is refused at the door with the translated refusal when scheme, host or port differ from the shop's", async () => {
      const shopUrl = new URL(shop.base);
      newLogLines();
      for (const origin of [
        `https://${shopUrl.host}`,
        `http://${shopUrl.hostname}:${Number(shopUrl.port) + 1}`,
        `http://${shopUrl.hostname}`,
        `http://localhost:${shopUrl.port}`,
        `ws://${shopUrl.host}`,
        "null",
        "not an origin",
      ]) {
        const answer = await postForm("/en/auth/test", { name: "Budi" }, { origin });
        expect(answer.status, origin).toBe(403);
        expect(answer.headers.get("set-cookie"), origin).toBeNull();
        expect(await answer.text(), origin).toContain("<h1>Invalid request. Check the data you sent.</h1>");
      }
      const lines = newLogLines().join("");
      expect(lines).not.toMatch(/"level":(50|60)/);
      expect(lines).not.toContain('"stack"');
    });

    it("is taken when it is the shop's own, however its letters are written", async () => {
      for (const origin of [shop.base, shop.base.toUpperCase()]) {
        const answer = await postForm("/auth/test", { name: "Budi" }, { origin });
        expect(answer.status, origin).toBe(302);
        expect(answer.headers.get("location"), origin).toBe("/account");
      }
    });
  });

  describe("the console's invitation page", () => {
    it("answers a token that is no token as an invalid invitation, signed in or not", async () => {
      const buyer = await shop.signedInBuyer("Tamu");
      const cookie = `access_token=${buyer.auth.authorization.slice("Bearer ".length)}`;
      for (const [path, message] of [
        ["/admin/invite/%E2%82%AC", "Undangan ini tidak berlaku: sudah dipakai, kedaluwarsa, atau dicabut."],
        ["/en/admin/invite/%0d%0a", "This invitation is not valid: already used, expired or withdrawn."],
        [
          "/ru/admin/invite/%0D%0ASet-Cookie:%20a=1",
          "Приглашение недействительно: оно уже использовано, истекло или отозвано.",
        ],
      ] as const) {
        // Not signed in: back to the invitation's own page to sign in, which says it is not valid.
        const anonymous = await postForm(path, {});
        expect(anonymous.status, path).toBe(302);
        const page = await fetch(shop.base + anonymous.headers.get("location")!);
        expect(page.status, path).toBe(404);
        expect(await page.text(), path).toContain(message);
        // Signed in: the same, at once.
        const signedIn = await postForm(path, {}, { cookie });
        expect(signedIn.status, path).toBe(404);
        expect(await signedIn.text(), path).toContain(message);
      }
    });

    it("tells an operator who opens an invitation meant for them that they are one already, and leaves it unused", async () => {
      const boss = await signedInOperator(shop, "Bos Besar", "admin");
      const maya = await signedInOperator(shop, "Maya", "manager");
      await shop.database.db.update(users).set({ email: "maya@example.com" }).where(eq(users.id, maya.userId));
      const inviter = (await shop.services.admin.find(boss.userId))!;
      const { token } = await shop.services.admin.invite(inviter, {
        role: "support",
        email: "maya@example.com",
        identity: null,
      });
      const cookie = `access_token=${maya.auth.authorization.slice("Bearer ".length)}`;
      const answer = await postForm(`/en/admin/invite/${token}`, {}, { cookie });
      expect(answer.status).toBe(409);
      expect(await answer.text()).toContain("You are an operator already: sign in to the console instead.");
      expect(await shop.services.admin.find(maya.userId)).toMatchObject({ role: "manager" });
      expect(await shop.services.admin.findInvite(token)).toMatchObject({ role: "support" });
    });
  });
});
