import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { order as orderFixture } from "../../tests/support/order-fixture";
import { SAVED_ACCOUNTS_PER_GAME } from "../../core/orders/saved-accounts";
import { openDatabase } from "../db/database";
import { saveOrderAccount } from "../db/orders/saved-account-store";
import { savedGameAccounts } from "../db/schema";

/**
 * "Buy again in one tap" (decision 065): a signed-in buyer's paid order keeps its game account as
 * the player check found it; the buyer lists a game's, removes their own (never another's), gets an
 * order's whole account back for "buy again", and the accounts go with the buyer's account.
 */
describe("saved game accounts", () => {
  let shop: CheckoutHarness;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness();
  }, 60_000);
  afterAll(() => shop.close());

  type Saved = { id: string; account: Record<string, string>; label: string; nickname: string; region: string | null };
  const json = async <T>(response: Response) => (await response.json()) as T;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.base}/backend/api${path}`, { headers });
  const forget = (id: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.base}/backend/api/account/game-accounts/${id}`, { method: "DELETE", headers });
  const listed = async (game: string, auth: Record<string, string>) => {
    const answer = await get(`/account/game-accounts?game=${game}`, auth);
    expect(answer.status).toBe(200);
    return (await json<{ data: Saved[] }>(answer)).data;
  };
  const mobileLegends = (userId: string, region: string) => ({
    game: "mobile-legends",
    product: "ml-85",
    account: { userId, zoneId: "2345", region },
    confirmed: true,
    paymentMethod: "qris",
  });

  async function place(body: Record<string, unknown>, auth: Record<string, string> = {}) {
    keys += 1;
    const placed = await shop.post("/orders", body, { "idempotency-key": `saved-accounts-${keys}`, ...auth });
    expect(placed.status).toBe(201);
    return (await json<{ data: { id: string } }>(placed)).data.id;
  }

  async function pay(orderId: string) {
    const started = await json<{ redirectUrl: string }>(await shop.post(`/orders/public/${orderId}/pay`, {}));
    await shop.payAtGateway(started.redirectUrl);
    await until(async () => (await shop.orderRow(orderId)).paidAt !== null);
  }

  it("keeps a signed-in buyer's paid game account with the nickname its check found; unpaid and guests' keep none", async () => {
    const buyer = await shop.signedInBuyer("Saves on paid");
    const unpaid = await place(mobileLegends("123456781", "ID"), buyer.auth);
    expect(await listed("mobile-legends", buyer.auth)).toEqual([]);

    await pay(unpaid);
    const row = await shop.orderRow(unpaid);
    expect(row.nickname).toBeTruthy();
    expect(await listed("mobile-legends", buyer.auth)).toEqual([
      expect.objectContaining({
        account: { userId: "123456781", zoneId: "2345", region: "ID" },
        label: row.accountLabel,
        nickname: row.nickname,
        region: "ID",
      }),
    ]);
    // Another game's list is its own.
    expect(await listed("free-fire", buyer.auth)).toEqual([]);

    // A guest's paid order keeps nothing: there is nobody to keep it for.
    const before = await shop.database.db.select().from(savedGameAccounts);
    await pay(await place(mobileLegends("123456782", "ID")));
    expect(await shop.database.db.select().from(savedGameAccounts)).toEqual(before);
  });

  it("keeps one row per player: the same ID bought for another region updates it, as last checked", async () => {
    const buyer = await shop.signedInBuyer("Same player twice");
    await pay(await place(mobileLegends("123456783", "ID"), buyer.auth));
    const [first] = await listed("mobile-legends", buyer.auth);
    await pay(await place(mobileLegends("123456783", "MY"), buyer.auth));
    const again = await listed("mobile-legends", buyer.auth);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: first!.id, region: "MY", account: { region: "MY" } });
  });

  it(`keeps ${SAVED_ACCOUNTS_PER_GAME} per game, the least recently used dropped, even when saved at once from several pools`, async () => {
    const buyer = await shop.signedInBuyer("Many accounts");
    const saved = (n: number) =>
      orderFixture({
        userId: buyer.userId,
        gameSlug: "free-fire",
        account: { playerId: `7100000${String(n).padStart(2, "0")}` },
        accountLabel: `7100000${String(n).padStart(2, "0")}`,
        nickname: `Player${n}`,
        createdAt: new Date(),
      });
    await shop.database.db.transaction((tx) => saveOrderAccount(tx, saved(0)));
    const pools = [openDatabase(shop.database.url, { max: 4 }), openDatabase(shop.database.url, { max: 4 })];
    try {
      await Promise.all(
        Array.from({ length: 14 }, (_, index) =>
          pools[index % 2]!.db.transaction((tx) => saveOrderAccount(tx, saved(index + 1))),
        ),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
    }
    const kept = await listed("free-fire", buyer.auth);
    expect(kept).toHaveLength(SAVED_ACCOUNTS_PER_GAME);
    // The first, used longest ago, is the one certainly gone.
    expect(kept.map((account) => account.nickname)).not.toContain("Player0");
  });

  it("removes the buyer's own only: another buyer's id is a 404 and stays; the API refuses guests and bad input", async () => {
    const owner = await shop.signedInBuyer("Owner");
    const stranger = await shop.signedInBuyer("Stranger");
    const orderId = await place(mobileLegends("123456784", "ID"), owner.auth);
    await pay(orderId);
    const [saved] = await listed("mobile-legends", owner.auth);

    const theirs = await forget(saved!.id, { ...stranger.auth, "accept-language": "en" });
    expect(theirs.status).toBe(404);
    expect(await json<{ code: string }>(theirs)).toMatchObject({ code: "saved.notFound" });
    expect(await listed("mobile-legends", owner.auth)).toHaveLength(1);

    // "Buy again": the whole account for the owner only; the public order page masks it.
    const again = await get(`/orders/${orderId}/again`, owner.auth);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({
      data: {
        game: "mobile-legends",
        product: "ml-85",
        account: { userId: "123456784", zoneId: "2345", region: "ID" },
        paymentMethod: "qris",
      },
    });
    const notTheirs = await get(`/orders/${orderId}/again`, stranger.auth);
    expect(notTheirs.status).toBe(404);
    expect(await json<{ code: string }>(notTheirs)).toMatchObject({ code: "payment.orderNotFound" });

    // Guests: 401 whatever they ask, before their input is read.
    for (const answer of [
      await get("/account/game-accounts?game=mobile-legends"),
      await get("/account/game-accounts?game=Not%20a%20game"),
      await forget(saved!.id),
      await get(`/orders/${orderId}/again`),
    ]) {
      expect(answer.status).toBe(401);
      expect(await json<{ code: string }>(answer)).toMatchObject({ code: "auth.required" });
    }
    // Bad input: a translated 400 or 404, never a 500.
    for (const query of ["", "?game=", "?game=Mobile%20Legends", `?game=${"a".repeat(61)}`]) {
      const answer = await get(`/account/game-accounts${query}`, { ...owner.auth, "accept-language": "en" });
      expect(answer.status).toBe(400);
      expect(await json(answer)).toEqual({ code: "saved.invalidGame", message: "Choose a game first." });
    }
    expect((await forget("not-a-uuid", owner.auth)).status).toBe(404);
    expect((await get("/orders/not-a-uuid/again", owner.auth)).status).toBe(404);

    const mine = await forget(saved!.id, owner.auth);
    expect(mine.status).toBe(200);
    expect(await listed("mobile-legends", owner.auth)).toEqual([]);
    expect((await forget(saved!.id, owner.auth)).status).toBe(404);
  });

  it("go with the buyer's account", async () => {
    const buyer = await shop.signedInBuyer("Leaves");
    await pay(await place(mobileLegends("123456785", "ID"), buyer.auth));
    const rows = () =>
      shop.database.db.select().from(savedGameAccounts).where(eq(savedGameAccounts.userId, buyer.userId));
    expect(await rows()).toHaveLength(1);
    expect(await shop.services.auth.deleteAccount(buyer.userId)).toEqual({ ok: true });
    expect(await rows()).toEqual([]);
  });
});
