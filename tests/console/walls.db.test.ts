import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_ROLES, can, type Permission } from "../../core/admin/permissions";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { consolePagesWithActions, intentsOf } from "../support/console-doors";
import { databaseDigest } from "../support/db-digest";
import { pageText } from "../support/page-text";

/**
 * What each form of the console needs: `path:intent` (or the path alone for a page of one form). Every
 * form the pages' schemas take must be listed: a form added without its line fails the first test, so
 * none goes unwalked. The console's sign-in, its home (signing out) and an invitation are anyone's.
 */
const NEEDS: Record<string, Permission> = {
  "admin/operators:invite": "operators",
  "admin/operators:role": "operators",
  "admin/operators:disable": "operators",
  "admin/operators:enable": "operators",
  "admin/operators:resetTotp": "operators",
  "admin/operators:revokeInvite": "operators",
  "admin/orders/:id:refund": "refunds",
  "admin/orders/:id:retry": "orders",
  "admin/orders/:id:correctAccount": "orders",
  "admin/orders/:id:resolve": "orders",
  "admin/orders/:id:resend": "orders",
  "admin/orders/:id:releaseLimit": "purchaseLimits",
  "admin/buyers/:id:compensate": "compensation",
  "admin/buyers/:id:clearLockouts": "buyers",
  "admin/reviews": "reviews",
  "admin/catalog": "catalog",
  "admin/catalog/skus:set": "catalog",
  "admin/catalog/skus:store": "catalog",
  "admin/catalog/:game:flag": "catalog",
  "admin/catalog/:game:add": "catalog",
  "admin/catalog/:game:price": "prices",
  "admin/catalog/:game:offer": "catalog",
  "admin/catalog/:game:bonus": "catalog",
  "admin/catalog/:game:art": "catalog",
  "admin/catalog/:game:removeArt": "catalog",
  "admin/catalog/:game:sale": "prices",
  "admin/catalog/:game:fiscal": "catalog",
  "admin/catalog/:game:fiscalGame": "catalog",
  "admin/catalog/marks:art": "catalog",
  "admin/catalog/marks:removeArt": "catalog",
  "admin/suppliers:read": "catalog",
  "admin/suppliers:threshold": "catalog",
  "admin/suppliers:offer": "catalog",
  "admin/suppliers:removeOffer": "catalog",
  "admin/reconciliation:reconcile": "orders",
  "admin/prices:rule": "prices",
  "admin/prices:removeRule": "prices",
  "admin/prices:rate": "prices",
  "admin/prices:apply": "prices",
  "admin/promos:save": "promoCodes",
  "admin/promos:active": "promoCodes",
  "admin/promos/:code:save": "promoCodes",
  "admin/promos/:code:active": "promoCodes",
  "admin/giveaway": "giveaway",
  // The limits' form has no intent: the page's one permission check, before either form is read, is walked here.
  "admin/settings:timeZone": "settings",
};
const ANYONE = ["admin", "admin/sign-in", "admin/invite/:token"];
/** Forms every operator may use, for themself: a buyer is refused them and a stranger sent to sign in. */
const ANY_OPERATOR = ["admin/alerts"];

/** Every table but the operators' sessions, whose last use rightly moves with each call (the idle timeout). */
const ALL_BUT_SESSIONS = /^(?!operator_sessions$)/;

/**
 * The console's walls, form by form: each role is refused every form whose permission it lacks (403,
 * in the page's words), before the form is read, and nothing changes. The fields are ones an operator
 * with the permission could send.
 */
describe("every form of the console refuses whoever may not use it", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let subject: string;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
    subject = (await shop.signedInBuyer("Wall target")).userId;
  }, 60_000);
  afterAll(() => shop?.close());

  const address = (path: string) =>
    `/${path}`
      .replace(":id", path.startsWith("admin/buyers") ? subject : randomUUID())
      .replace(":game", "free-fire")
      .replace(":code", "EPICWIN");
  const fields = (intent: string | undefined) => ({
    ...(intent ? { intent } : {}),
    role: "admin",
    email: "x@example.com",
    userId: subject,
    to: "gold",
    reason: "because of the wall",
    note: "walls are walls",
    key: "00000000-0000-4000-8000-000000000001",
    channel: "email",
    amount: "5.000",
    currency: "IDR",
    code: "WALLS10",
    kind: "percent",
    percent: "10",
    active: "false",
    slug: "free-fire",
    sku: "ff-140",
    field: "active",
    value: "off",
    scope: "shop",
    target: "",
    fixed: "0",
    orderId: randomUUID(),
    hidden: "1",
    method: "ovo",
    market: "ru",
    vatCode: "11",
    paymentSubject: "service",
    supplier: "sandbox",
    threshold: "500000",
    supplierSku: "FF140-WALL",
    inviteId: "00000000-0000-4000-8000-000000000002",
  });

  it("lists the permission of every form of the console's pages", () => {
    const forms = consolePagesWithActions().flatMap(({ path, file }) => {
      const intents = intentsOf(file);
      return intents.length ? intents.map((intent) => `${path}:${intent}`) : [path];
    });
    expect(forms.length).toBeGreaterThan(20);
    expect(forms.filter((form) => !(form in NEEDS) && !ANYONE.includes(form) && !ANY_OPERATOR.includes(form))).toEqual(
      [],
    );
    expect(Object.keys(NEEDS).filter((form) => !forms.includes(form))).toEqual([]);
  });

  it("each role is refused every form whose permission it lacks, and nothing changes", async () => {
    let walked = 0;
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(shop, `Wall ${role}`, role);
      const before = await databaseDigest(shop.database.db, ALL_BUT_SESSIONS);
      for (const [form, permission] of Object.entries(NEEDS).filter(([, needed]) => !can(role, needed))) {
        const [path, intent] = form.split(/:(?=[a-zA-Z]+$)/) as [string, string | undefined];
        const response = await door.post(address(path), fields(intent), asOperator(operator));
        expect(response.status, `${form} as ${role} (${permission})`).toBe(403);
        expect(await pageText(response)).toContain("Peran Anda tidak punya akses ke bagian ini.");
        walked += 1;
      }
      expect(await databaseDigest(shop.database.db, ALL_BUT_SESSIONS), role).toBe(before);
    }
    // Support lacks the manager's and the admin's forms; the manager lacks support's and the admin's.
    expect(walked).toBeGreaterThanOrEqual(30);
  }, 60_000);

  it("a stranger is sent to sign in and a buyer refused on every form, and nothing changes", async () => {
    const buyer = await shop.signedInBuyer("Wall buyer");
    const before = await databaseDigest(shop.database.db);
    for (const form of [...Object.keys(NEEDS), ...ANY_OPERATOR]) {
      const [path, intent] = form.split(/:(?=[a-zA-Z]+$)/) as [string, string | undefined];
      const stranger = await door.post(address(path), fields(intent));
      expect(stranger.status, `${form} without a session`).toBe(302);
      expect(stranger.headers.get("location")).toBe("/admin/sign-in");
      const refused = await door.post(address(path), fields(intent), buyer.auth);
      expect(refused.status, `${form} as a buyer`).toBe(403);
    }
    expect(await databaseDigest(shop.database.db)).toBe(before);
  }, 60_000);

  it("a page refused or not found answers in the console's frame, with the way back to the console", async () => {
    const manager = await signedInOperator(shop, "Wall frame manager", "manager");
    for (const [path, status, words] of [
      ["/admin/orders", 403, "Peran Anda tidak punya akses ke bagian ini."],
      ["/admin/no-such-page", 404, "Halaman tidak ditemukan: /admin/no-such-page"],
    ] as const) {
      const response = await door.read(path, asOperator(manager));
      expect(response.status, path).toBe(status);
      const html = await response.text();
      expect(html, path).toContain('data-layout="admin"');
      expect(html, path).toMatch(/<a[^>]*href="\/admin"[^>]*>Kembali ke konsol<\/a>/);
      expect(html, path).toContain(words);
      // None of the shop's frame: its footer.
      expect(html, path).not.toContain('id="site-footer"');
    }
  }, 30_000);
});
