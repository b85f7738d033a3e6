import sharp from "sharp";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, type ApiName } from "../../contracts/api-paths";
import { base32Decode, generateTotpSecret, totpCode, totpStep } from "../../core/admin/totp";
import { DRAW_GRACE_MS } from "../../core/giveaway/giveaway";
import { weekNamed } from "../../core/giveaway/weeks";
import { paidCardOrder, signedInOperator } from "../../tests/support/admin-operator";
import {
  HARNESS_OPERATOR_TOKEN,
  startCheckoutHarness,
  type CheckoutHarness,
} from "../../tests/support/checkout-harness";
import { databaseDigest } from "../../tests/support/db-digest";
import { consolePagesWithActions, intentsOf } from "../../tests/support/console-doors";
import { giveawayOrder } from "../../tests/support/giveaway-orders";
import { auditLog, identities, operators, productPrices, whatsappCodes } from "../db/schema";

/**
 * Every door through which an operator, or the OPERATOR_TOKEN, changes something writes an audit row
 * (decision 030): each POST, PUT, PATCH and DELETE of the contract under /operator, and each action of
 * the console's pages (the console's one door, decision 038) with each intent its form's schema takes
 * (contracts/console-forms.ts). A door missing from DOORS
 * fails the first test; each door is called as an operator would, and a call that succeeds must have
 * written an entry with its request's id, or (the few that only read) left the database as it was.
 */

const STATE_CHANGING = (Object.keys(API_PATHS) as ApiName[]).filter(
  (name) => API_PATHS[name].method !== "GET" && /^\/(admin|operator)\//.test(API_PATHS[name].url),
);

/**
 * What each door's call must leave: an audit row; or, for a door that only reads, the database as it
 * was; or, for a post no form of the page sends (no intent where the action wants one), a refusal that
 * changed nothing.
 */
type Outcome = "audited" | "unchanged" | "refused";

interface Door {
  outcome: Outcome;
  /** The call, carrying the request id given (X-Request-Id). */
  call(requestId: string): Promise<Response>;
}

describe("every state-changing door of the console and the operator token writes an audit row", () => {
  let shop: CheckoutHarness;
  let doors: Record<string, Door>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    doors = await prepareDoors(shop);
  }, 120_000);
  afterAll(() => shop?.close());

  it("knows every door: each write of the contract under /operator, each page action and intent", () => {
    const expected = [
      ...STATE_CHANGING.map((name) => `api:${name}`),
      ...consolePagesWithActions().flatMap(({ path, file }) => [
        `page:${path}`,
        ...intentsOf(file).map((intent) => `page:${path}:${intent}`),
      ]),
    ];
    expect(STATE_CHANGING).toEqual(["operatorSupplierSync"]);
    expect(
      expected.filter((door) => !(door in doors)),
      "doors without a call in this test",
    ).toEqual([]);
    expect(
      Object.keys(doors).filter((door) => !expected.includes(door)),
      "calls of no door",
    ).toEqual([]);
  });

  it("each door's call succeeds and writes an audit entry under its request's id, or changes nothing", async () => {
    let index = 0;
    // The doors that change nothing first: nothing else is in flight while they are checked.
    const ordered = Object.entries(doors).sort(
      ([, a], [, b]) => Number(a.outcome === "audited") - Number(b.outcome === "audited"),
    );
    let audited = 0;
    for (const [name, door] of ordered) {
      const requestId = `audited-door-${++index}`;
      const before = door.outcome === "audited" ? "" : await databaseDigest(shop.database.db, ALL_BUT_SESSIONS);
      const response = await door.call(requestId);
      const answer = `${name}: ${response.status} ${(await response.text()).slice(0, 300)}`;
      if (door.outcome === "refused") expect(response.status, answer).toBeGreaterThanOrEqual(400);
      else expect(response.status, answer).toBeLessThan(400);
      const entries = await shop.database.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
      if (door.outcome === "audited") {
        expect(entries.length, `${name} wrote no audit entry`).toBeGreaterThan(0);
        audited += 1;
      } else {
        expect(entries, name).toEqual([]);
        expect(await databaseDigest(shop.database.db, ALL_BUT_SESSIONS), `${name} changed something`).toBe(before);
      }
    }
    expect(audited).toBeGreaterThan(30);
  }, 120_000);
});

/** A small PNG, as an operator's art. */
const doorPicture = async () =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 9, g: 120, b: 60 } } })
      .png()
      .toBuffer(),
  );

/** Every table but the operators' sessions, whose last use rightly moves with each call (the idle timeout). */
const ALL_BUT_SESSIONS = /^(?!operator_sessions$)/;

/** Each door's call, with the subjects it needs made first (orders, operators, a review, a draw). */
async function prepareDoors(shop: CheckoutHarness): Promise<Record<string, Door>> {
  const admin = await signedInOperator(shop, "Door Admin", "admin");
  const buyer = await shop.signedInBuyer("Door Buyer");
  const adminHeaders = (requestId: string) => ({ cookie: admin.cookie, "x-request-id": requestId });
  const page =
    (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    (requestId: string): Promise<Response> =>
      fetch(`${shop.base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          ...adminHeaders(requestId),
          "content-type": "application/x-www-form-urlencoded",
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      });
  const audited = (call: Door["call"]): Door => ({ outcome: "audited", call });
  /** An art form's post: multipart, with a PNG in its `art` field. */
  const upload =
    (path: string, fields: Record<string, string>) =>
    async (requestId: string): Promise<Response> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("art", new Blob([await doorPicture()], { type: "image/png" }), "art.png");
      return fetch(`${shop.base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: adminHeaders(requestId),
        body: form,
      });
    };

  /** The reconciliation's post: multipart, with a Midtrans report of one row in its `report` field. */
  const report =
    (fields: Record<string, string>) =>
    (requestId: string): Promise<Response> => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const csv =
        "Order ID,Gross Amount,Transaction Status,Settlement Time\nDOOR0001-1,150000.00,settlement,2026-11-20 10:00:00\n";
      form.append("report", new Blob([csv], { type: "text/csv" }), "midtrans.csv");
      return fetch(`${shop.base}/admin/reconciliation`, {
        method: "POST",
        redirect: "manual",
        headers: adminHeaders(requestId),
        body: form,
      });
    };

  // Orders: failed ones to refund, retry, correct and resolve; a delivered one to resend, to rate and
  // to take out of purchase limits.
  const [refundPage, refundDefault, retryPage, correctPage, resolvePage, delivered] = await Promise.all([
    paidCardOrder(shop, "910085555", buyer.auth, "delivery_failed"),
    paidCardOrder(shop, "910025555", buyer.auth, "delivery_failed"),
    paidCardOrder(shop, "910045555", buyer.auth, "delivery_failed"),
    paidCardOrder(shop, "910055555", buyer.auth, "delivery_failed"),
    paidCardOrder(shop, "910065555", buyer.auth, "delivery_failed"),
    paidCardOrder(shop, "910071234", buyer.auth, "complete", { email: "door@example.com" }),
  ]);
  const rated = await fetch(`${shop.base}/backend/api/orders/public/feedback/${delivered}`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...buyer.auth },
    body: JSON.stringify({ stars: 5, reasons: [] }),
  });
  if (!rated.ok) throw new Error(`rating answered ${rated.status}`);

  // Operators to change, one per door, and two not yet signed in to the console.
  const others = await Promise.all(
    ["Role Page", "Disable Page", "Enable Page", "Reset Page"].map((name) =>
      signedInOperator(shop, `Door ${name}`, "support"),
    ),
  );
  const [rolePage, disablePage, enablePage, resetPage] = others.map((o) => o!.userId);
  await shop.database.db.update(operators).set({ status: "disabled" }).where(eq(operators.userId, enablePage!));
  const leaving = await signedInOperator(shop, "Door Leaving", "support");
  const secret = generateTotpSecret();
  const arriving = await shop.signedInBuyer("Door Arriving");
  await shop.database.db.insert(operators).values({
    userId: arriving.userId,
    role: "support",
    status: "active",
    totpSecret: secret,
    totpConfirmedAt: new Date(),
  });
  const invitee = await shop.services.auth.completeSignIn(
    { provider: "test", subject: "door-invitee", displayName: "Door Invitee", email: null },
    undefined,
  );
  if (!invitee.ok) throw new Error("the invitee could not sign in");
  const adminOperator = (await shop.services.admin.find(admin.userId))!;
  // A buyer locked out of WhatsApp sign-in: three codes sent to their phone within the hour.
  const lockedOut = await shop.signedInBuyer("Door Locked Out");
  await shop.database.db
    .insert(identities)
    .values({ userId: lockedOut.userId, provider: "whatsapp", subject: "6281299990001", displayName: null });
  await shop.database.db.insert(whatsappCodes).values(
    [1, 2, 3].map((sent) => ({
      phone: "6281299990001",
      codeHash: `door-${sent}`,
      expiresAt: new Date(Date.now() + 600_000),
    })),
  );
  // Art to remove, one per door.
  for (const subject of [
    { kind: "game", slug: "free-fire" },
    { kind: "method", id: "ovo" },
  ] as const) {
    const stored = await shop.services.art.uploads.upload(adminOperator, subject, await doorPicture());
    if (!stored.ok) throw new Error(`art for the doors: ${stored.error.code}`);
  }
  const { token: inviteToken } = await shop.services.admin.invite(adminOperator, {
    role: "support",
    email: null,
    identity: "test:door-invitee",
  });
  await shop.services.admin.invite(adminOperator, {
    role: "support",
    email: "door-revoked@example.com",
    identity: null,
  });
  const revokedInvite = (await shop.services.admin.listInvites()).find(
    (invite) => invite.email === "door-revoked@example.com",
  )!.id;

  // Prices: every product priced by the sandbox supplier under its own SKU, and rules that move them.
  await shop.database.db.execute(
    sql`INSERT INTO supplier_offers (product_sku, supplier, supplier_sku) SELECT sku, 'sandbox', sku FROM products`,
  );
  await shop.services.catalogAdmin.saveRule(adminOperator, {
    scope: "game",
    target: "free-fire",
    basisPoints: 1_500,
    fixedIdr: 0,
  });
  await shop.services.catalogAdmin.saveRule(adminOperator, {
    scope: "game",
    target: "genshin",
    basisPoints: 2_500,
    fixedIdr: 0,
  });
  const previewToken = async (game: string) => (await shop.services.catalogAdmin.preview(game)).token;
  const listPrice = async (sku: string) =>
    (
      await shop.database.db
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, "IDR")))
    )[0]!.listAmount;
  const ffSale = String((await listPrice("ff-140")) - 100);

  // The giveaway: a drawn week with a winner, whose winner the operator has reached.
  const week = weekNamed("2026-04-06")!;
  await shop.services.giveaway.commitAhead(new Date("2026-04-03T05:00:00Z"));
  await giveawayOrder(shop.database.db, { number: "DOORWIN2", completedAt: new Date("2026-04-07T10:00:00Z") });
  await shop.services.giveaway.drawDue(new Date(week.end.getTime() + DRAW_GRACE_MS));

  const reason = "the audited doors test";
  const promoForm = { kind: "percent", percent: "10" };

  const doors: Record<string, Door> = {
    // The sandbox supplier's codes are the shop's own: its sync has nothing to map (Digiflazz's is
    // audited in digiflazz-fulfillment.db.test.ts).
    "api:operatorSupplierSync": {
      outcome: "unchanged",
      call: (requestId) =>
        fetch(`${shop.base}/backend/api/operator/supplier/sync`, {
          method: "POST",
          headers: { authorization: `Bearer ${HARNESS_OPERATOR_TOKEN}`, "x-request-id": requestId },
        }),
    },

    "page:admin": audited(page("/admin", {}, { cookie: leaving.cookie })),
    "page:admin/sign-in": audited((requestId) =>
      page(
        "/admin/sign-in",
        { code: totpCode(base32Decode(secret), totpStep(new Date())) },
        { ...arriving.auth, cookie: "" },
      )(requestId),
    ),
    "page:admin/invite/:token": audited(
      page(`/admin/invite/${inviteToken}`, {}, { authorization: `Bearer ${invitee.accessToken}`, cookie: "" }),
    ),
    // A post no form of the page sends (no intent where the page has several forms) is refused.
    "page:admin/operators": {
      outcome: "refused",
      call: page("/admin/operators", { userId: rolePage!, role: "manager" }),
    },
    "page:admin/operators:invite": audited(
      page("/admin/operators", { intent: "invite", role: "manager", identity: "test:door-page-invitee" }),
    ),
    "page:admin/operators:role": audited(
      page("/admin/operators", { intent: "role", userId: rolePage!, role: "admin" }),
    ),
    "page:admin/operators:disable": audited(page("/admin/operators", { intent: "disable", userId: disablePage! })),
    "page:admin/operators:enable": audited(page("/admin/operators", { intent: "enable", userId: enablePage! })),
    "page:admin/operators:resetTotp": audited(page("/admin/operators", { intent: "resetTotp", userId: resetPage! })),
    "page:admin/operators:revokeInvite": audited(
      page("/admin/operators", { intent: "revokeInvite", inviteId: revokedInvite }),
    ),
    "page:admin/orders/:id": {
      outcome: "refused",
      call: page(`/admin/orders/${refundDefault}`, { to: "payment", reason }),
    },
    "page:admin/orders/:id:refund": audited(
      page(`/admin/orders/${refundPage}`, { intent: "refund", to: "gold", reason }),
    ),
    "page:admin/orders/:id:retry": audited(page(`/admin/orders/${retryPage}`, { intent: "retry" })),
    "page:admin/orders/:id:correctAccount": audited(
      page(`/admin/orders/${correctPage}`, { intent: "correctAccount", "account.playerId": "910051234", reason }),
    ),
    "page:admin/orders/:id:resolve": audited(page(`/admin/orders/${resolvePage}`, { intent: "resolve", note: reason })),
    "page:admin/orders/:id:resend": audited(
      page(`/admin/orders/${delivered}`, {
        intent: "resend",
        key: "door-resend-page",
        channel: "email",
        recipient: "",
      }),
    ),
    "page:admin/orders/:id:releaseLimit": audited(
      page(`/admin/orders/${delivered}`, { intent: "releaseLimit", reason }),
    ),
    "page:admin/buyers/:id:clearLockouts": audited(
      page(`/admin/buyers/${lockedOut.userId}`, { intent: "clearLockouts", reason }),
    ),
    "page:admin/buyers/:id": {
      outcome: "refused",
      call: page(`/admin/buyers/${buyer.userId}`, { amount: "2.000", currency: "IDR", reason, key: "door-no-intent" }),
    },
    "page:admin/buyers/:id:compensate": audited(
      page(`/admin/buyers/${buyer.userId}`, {
        intent: "compensate",
        amount: "2.000",
        currency: "IDR",
        reason,
        key: "door-compensation-page",
      }),
    ),
    "page:admin/reviews": audited(page("/admin/reviews", { orderId: delivered, hidden: "1", reason })),
    "page:admin/catalog": audited(page("/admin/catalog", { slug: "azur-lane", field: "active", value: "off" })),
    "page:admin/catalog/skus": {
      outcome: "refused",
      call: page("/admin/catalog/skus", { sku: "al-60", supplierSku: "AL60-DOOR" }),
    },
    "page:admin/catalog/skus:set": audited(
      page("/admin/catalog/skus", { intent: "set", sku: "al-60", supplierSku: "" }),
    ),
    "page:admin/catalog/skus:store": audited(async (requestId) =>
      page("/admin/catalog/skus", {
        intent: "store",
        token: (await shop.services.catalogAdmin.skuOverview()).proposal.token,
      })(requestId),
    ),
    "page:admin/suppliers": {
      outcome: "refused",
      call: page("/admin/suppliers", { supplier: "sandbox", threshold: "500000" }),
    },
    "page:admin/suppliers:read": audited(page("/admin/suppliers", { intent: "read", supplier: "sandbox" })),
    "page:admin/suppliers:threshold": audited(
      page("/admin/suppliers", { intent: "threshold", supplier: "sandbox", threshold: "750.000" }),
    ),
    "page:admin/suppliers:offer": audited(
      page("/admin/suppliers", {
        intent: "offer",
        sku: "tl-300",
        supplier: "sandbox",
        supplierSku: "TL300-DOOR",
        cost: "14000",
        open: "on",
        rank: "1",
      }),
    ),
    "page:admin/suppliers:removeOffer": audited(async (requestId) => {
      await shop.services.supplierAdmin.setOffer(adminOperator, {
        productSku: "tl-980",
        supplier: "sandbox",
        supplierSku: "TL980-DOOR",
        costIdr: null,
        open: true,
        rank: 0,
      });
      return page("/admin/suppliers", { intent: "removeOffer", sku: "tl-980", supplier: "sandbox" })(requestId);
    }),
    "page:admin/catalog/:game": {
      outcome: "refused",
      call: page("/admin/catalog/free-fire", { sku: "ff-140", field: "active", value: "off" }),
    },
    "page:admin/catalog/:game:flag": audited(
      page("/admin/catalog/free-fire", { intent: "flag", sku: "ff-140", field: "active", value: "off", reason }),
    ),
    "page:admin/catalog/:game:add": audited(
      page("/admin/catalog/free-fire", { intent: "add", sku: "ff-door-77", kind: "currency", amount: "77" }),
    ),
    "page:admin/catalog/:game:price": audited(
      page("/admin/catalog/free-fire", { intent: "price", sku: "ff-140", currency: "UZS", amount: "99000", reason }),
    ),
    "page:admin/catalog/:game:offer": audited(
      page("/admin/catalog/free-fire", {
        intent: "offer",
        sku: "ff-140",
        supplier: "sandbox",
        supplierSku: "FF140-DOOR",
        cost: "1.000",
      }),
    ),
    "page:admin/catalog/:game:bonus": audited(
      page("/admin/catalog/free-fire", { intent: "bonus", sku: "ff-140", bonus: "7" }),
    ),
    "page:admin/catalog/:game:sale": audited(
      page("/admin/catalog/free-fire", {
        intent: "sale",
        sku: "ff-140",
        currency: "IDR",
        amount: String(Number(ffSale) - 100),
        startsAt: "",
        endsAt: "",
        reason,
      }),
    ),
    "page:admin/catalog/:game:fiscal": audited(
      page("/admin/catalog/free-fire", {
        intent: "fiscal",
        sku: "ff-140",
        market: "uz",
        ikpu: "10305008003000000",
        packageCode: "1545643",
        vatPercent: "12",
      }),
    ),
    "page:admin/catalog/:game:fiscalGame": audited(
      page("/admin/catalog/free-fire", {
        intent: "fiscalGame",
        market: "ru",
        vatCode: "11",
        paymentSubject: "service",
      }),
    ),
    // The prices' action wants an intent: without one it refuses.
    "page:admin/catalog/:game:art": audited(upload("/admin/catalog/pubg", { intent: "art" })),
    "page:admin/catalog/:game:removeArt": audited(page("/admin/catalog/free-fire", { intent: "removeArt" })),
    "page:admin/catalog/marks": { outcome: "refused", call: page("/admin/catalog/marks", { method: "qris" }) },
    "page:admin/catalog/marks:art": audited(upload("/admin/catalog/marks", { intent: "art", method: "qris" })),
    "page:admin/catalog/marks:removeArt": audited(page("/admin/catalog/marks", { intent: "removeArt", method: "ovo" })),
    // The reconciliation's action wants its intent: without one it refuses.
    "page:admin/reconciliation": { outcome: "refused", call: report({}) },
    "page:admin/reconciliation:reconcile": audited(report({ intent: "reconcile" })),
    "page:admin/prices": { outcome: "refused", call: page("/admin/prices", { scope: "game", target: "pubg" }) },
    "page:admin/prices:rule": audited(
      page("/admin/prices", { intent: "rule", scope: "game", target: "pubg", percent: "12", fixed: "0" }),
    ),
    "page:admin/prices:removeRule": audited(
      page("/admin/prices", { intent: "removeRule", scope: "game", target: "free-fire" }),
    ),
    "page:admin/prices:rate": audited(page("/admin/prices", { intent: "rate", currency: "RUB", rate: "5.5" })),
    "page:admin/prices:apply": audited(async (requestId) =>
      page("/admin/prices", {
        intent: "apply",
        game: "genshin",
        token: await previewToken("genshin"),
        reason,
      })(requestId),
    ),
    "page:admin/promos": { outcome: "refused", call: page("/admin/promos", { ...promoForm, code: "DOORNONE" }) },
    "page:admin/promos:save": audited(page("/admin/promos", { ...promoForm, intent: "save", code: "DOORPAGE" })),
    "page:admin/promos:active": audited(page("/admin/promos", { intent: "active", code: "EPICWIN", active: "false" })),
    "page:admin/promos/:code": {
      outcome: "refused",
      call: page("/admin/promos/DOORPAGE", { ...promoForm, code: "DOORPAGE", percent: "15" }),
    },
    "page:admin/promos/:code:save": audited(
      page("/admin/promos/DOORPAGE", { ...promoForm, intent: "save", code: "DOORPAGE", percent: "15" }),
    ),
    "page:admin/promos/:code:active": audited(page("/admin/promos/DOORPAGE", { intent: "active", active: "false" })),
    "page:admin/giveaway": audited(
      page("/admin/giveaway", {
        campaign: "smartphones",
        weekStart: week.start.toISOString(),
        step: "contacted",
        note: reason,
      }),
    ),
    "page:admin/settings": audited(
      page("/admin/settings", { kind: "compensation", currency: "IDR", amount: "300.000", reason }),
    ),
    "page:admin/settings:timeZone": audited(
      page("/admin/settings", { intent: "timeZone", timeZone: "Asia/Makassar", reason }),
    ),
    "page:admin/alerts": audited(page("/admin/alerts", { telegramChatId: "424242", deliveryFailed: "on" })),
  };
  return doors;
}
