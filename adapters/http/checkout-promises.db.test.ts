import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_DEFINITIONS } from "../../catalog/definitions";
import type { GameDefinition } from "../../core/catalog/types";
import { startGiveawayJobs } from "../../server/giveaway-jobs";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * What the buyer is told before paying is what the order then does: the giveaway draw the quote
 * names is the one the landing page shows, the nickname the player check shows is the one the
 * order stores, and a publisher's limit the account has reached is said by the quote, not first by
 * a refusal at payment.
 */
describe("what checkout promises, the order keeps", () => {
  let shop: CheckoutHarness;
  let jobs: { stop(): Promise<void> };
  let keys = 0;

  beforeAll(async () => {
    // A fresh install: a new database, and the giveaway job's start, as the server composes it.
    shop = await startCheckoutHarness();
    jobs = await startGiveawayJobs({
      connectionString: shop.database.url,
      giveaway: shop.services.giveaway,
      log: pino({ level: "silent" }),
    });
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await shop.close();
  });

  const json = async <T>(response: Response) => ({ status: response.status, body: (await response.json()) as T });
  const order = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    shop.post(
      "/orders",
      { quantity: 1, confirmed: true, paymentMethod: "qris", ...body },
      {
        "idempotency-key": `promises-${++keys}`,
        ...headers,
      },
    );

  it("on a fresh install, EPICWIN's quote names the week and draw the landing page shows", async () => {
    const quote = await json<{ data: { promo: { valid: boolean }; giveaway: Record<string, unknown> | null } }>(
      await shop.post("/orders/calculate", {
        game: "mobile-legends",
        product: "ml-296",
        quantity: 1,
        promoCode: "epicwin",
        paymentMethod: "qris",
      }),
    );
    const draws = (await (await fetch(`${shop.base}/backend/api/giveaway/smartphones/draws`)).json()) as {
      data: { current: { week: string; noDraw: string | null; entriesFrom: string | null; commitment: string | null } };
    };
    const { current } = draws.data;
    expect(quote.body.data.promo.valid).toBe(true);
    // The first week has a draw: committed at the job's start, its entries counted from then.
    expect(current.noDraw).toBeNull();
    expect(current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(quote.body.data.giveaway).toMatchObject({
      campaign: "smartphones",
      prize: "iPhone 17 Pro",
      promoCode: "EPICWIN",
      week: current.week,
      noDraw: current.noDraw,
      entriesFrom: current.entriesFrom,
    });
    // A code of no giveaway says nothing about a draw.
    const plain = await json<{ data: { giveaway: unknown } }>(
      await shop.post("/orders/calculate", { game: "mobile-legends", product: "ml-296", quantity: 1 }),
    );
    expect(plain.body.data.giveaway).toBeNull();
  });

  /** The form's values as a buyer fills them in: each text field's example, the select its UID belongs to. */
  function formValues(game: GameDefinition): Record<string, string> {
    const values: Record<string, string> = {};
    for (const field of game.account.fields) if (field.type === "text") values[field.name] = field.example;
    for (const field of game.account.fields) {
      if (field.type !== "select") continue;
      const uid = Object.values(values)[0] ?? "";
      const server = field.options.find((option) => option.uidPrefixes?.some((prefix) => uid.startsWith(prefix)));
      values[field.name] = server?.value ?? field.options[0]!.value;
    }
    return values;
  }
  const withSelects = GAME_DEFINITIONS.filter((game) => game.account.fields.some((field) => field.type === "select"));

  it.each(withSelects.map((game) => [game.slug, game] as const))(
    "%s: the nickname the page's player check shows is the one the order stores",
    async (_slug, game) => {
      const values = formValues(game);
      const region = game.account.fields.find((field) => field.type === "select" && field.kind === "region")?.name;
      // The page checks the player as soon as the ID is whole: before a region is chosen (the check
      // suggests it) or after. Either way the buyer confirms one nickname.
      const asked = region
        ? [Object.fromEntries(Object.entries(values).filter(([name]) => name !== region)), values]
        : [values];
      const product = game.products.find((candidate) => candidate.popular && !candidate.regionOnly)!;
      // The same account orders twice: a first-top-up pack's repeat is acknowledged, as the page asks.
      for (const account of asked) {
        const lookup = await json<{ data: { status: string; nickname?: string } }>(
          await shop.post(`/games/${game.slug}/lookup`, { account }),
        );
        expect(lookup.status).toBe(200);
        expect(lookup.body.data.status).toBe("found");
        const placed = await json<{ data: { nickname: string | null } }>(
          await order({ game: game.slug, product: product.sku, account: values, firstTopUpAcknowledged: true }),
        );
        expect(placed.status).toBe(201);
        expect(placed.body.data.nickname).toBe(lookup.body.data.nickname);
      }
    },
  );

  describe("a publisher's limit (Honor of Kings' weekly card: once a week, not while one runs)", () => {
    const card = { game: "honor-of-kings", product: "hok-weekly-card", quantity: 1, paymentMethod: "card" };
    type LimitQuote = { data: { purchaseLimit: { message: string } | null } };

    it("is said by the quote once the account has a paid one, never for a stranger's unpaid order", async () => {
      // A stranger's unpaid order for this player blocks nothing (decision 009).
      const unpaid = await order({ ...card, account: { playerId: "7304918265" } });
      expect(unpaid.status).toBe(201);
      const before = await json<LimitQuote>(
        await shop.post("/orders/calculate", { ...card, account: { playerId: "7304918265" } }),
      );
      expect(before.body.data.purchaseLimit).toBeNull();

      // The account's own card, paid: the next quote says so before Buy now, in the buyer's words.
      const paid = await json<{ data: { id: string } }>(await order({ ...card, account: { playerId: "7304918265" } }));
      await shop.post(`/orders/public/${paid.body.data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
      await until(async () => (await shop.orderRow(paid.body.data.id)).paidAt !== null);
      const after = await json<LimitQuote>(
        await shop.post("/orders/calculate", { ...card, account: { playerId: "7304918265" } }),
      );
      expect(after.body.data.purchaseLimit).toEqual({
        message: "Item ini hanya bisa dibeli 1 kali per minggu untuk satu akun game.",
      });
      const english = await json<LimitQuote>(
        await shop.post("/orders/calculate", { ...card, account: { playerId: "7304918265" } }, { locale: "en" }),
      );
      expect(english.body.data.purchaseLimit?.message).toBe("This item can be bought once a week per game account.");
      // And it is what the order then meets.
      const refused = await order({ ...card, account: { playerId: "7304918265" } });
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { message: string }).message).toBe(after.body.data.purchaseLimit!.message);
      // Another account is free to buy it.
      const other = await json<LimitQuote>(
        await shop.post("/orders/calculate", { ...card, account: { playerId: "7304918266" } }),
      );
      expect(other.body.data.purchaseLimit).toBeNull();
    });
  });
});
