import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEWS_PAGE_SIZE } from "../../core/reviews/reviews";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { orders, users } from "../db/schema";

interface ReviewsAnswer {
  data: {
    rating: number;
    reasons: string[];
    comment: string | null;
    product: string;
    reviewer: { orders: number; reviews: number };
    createdAt: string;
  }[];
  page: number;
  pageSize: number;
  total: number;
  average: number | null;
  hasMore: boolean;
}

describe("the public reviews list (GET and POST /orders/public/feedback)", () => {
  let shop: CheckoutHarness;
  let keys = 0;
  let buyer: { userId: string; auth: { authorization: string } };
  const created: string[] = [];

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 50 } });
    buyer = await shop.signedInBuyer("Putri Lestari");
  }, 60_000);
  afterAll(() => shop.close());

  /** An order of the sandbox catalog; paid by card unless `unpaid`. */
  async function order(
    body: Record<string, unknown>,
    options: { headers?: Record<string, string>; unpaid?: boolean } = {},
  ): Promise<string> {
    const response = await shop.post(
      "/orders",
      { confirmed: true, paymentMethod: "card", ...body },
      { "idempotency-key": `review-${++keys}-${Date.now()}`, ...options.headers },
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    created.push(data.id);
    if (!options.unpaid) {
      const paid = await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
      expect(((await paid.json()) as { result: string }).result).toBe("paid");
    }
    return data.id;
  }
  const freeFire = (playerId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    order({ game: "free-fire", product: "ff-140", account: { playerId }, ...extra }, { headers });
  const status = async (id: string) =>
    (await shop.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

  const put = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${shop.base}/backend/api/orders/public/feedback/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
  const post = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    shop.post("/orders/public/feedback", { id, ...body }, headers);
  const list = (query = "", locale = "id") =>
    fetch(`${shop.base}/backend/api/orders/public/feedback${query}`, { headers: { locale } });
  const page = async (query = "", locale = "id") => {
    const response = await list(query, locale);
    expect(response.status).toBe(200);
    return (await response.json()) as ReviewsAnswer;
  };

  // Six reviews, rated in this order (so listed in the reverse one):
  //   guest A (Free Fire 223340001, two completed orders)       5 stars, comment, reasons
  //   the signed-in buyer (three completed orders, two rated)  4 stars, then 3 stars
  //   guest C (Mobile Legends, one order)                      1 star, by POST
  //   guest D, guest E (Free Fire)                              5 and 2 stars
  // Sum 20 of 6: average 3.3. Free Fire alone: 19 of 5, average 3.8.
  let a1: string, b1: string, b2: string, c1: string, d1: string, e1: string, unpaid: string;
  it("lists nothing before any rating", async () => {
    expect(await page()).toEqual({
      data: [],
      page: 1,
      pageSize: REVIEWS_PAGE_SIZE,
      total: 0,
      average: null,
      hasMore: false,
    });
  });

  it("a rating by POST (id in the body) is the PUT's rating: same result, same refusals", async () => {
    a1 = await freeFire("223340001", { email: "putri.guest@example.com", phone: "081234567890" });
    const a2 = await freeFire("223340001");
    b1 = await freeFire("223340002", {}, buyer.auth);
    b2 = await freeFire("223340003", {}, buyer.auth);
    const b3 = await freeFire("223340004", {}, buyer.auth);
    c1 = await order({
      game: "mobile-legends",
      product: "ml-170",
      account: { userId: "123456789", zoneId: "2001", region: "ID" },
    });
    d1 = await freeFire("223340005");
    e1 = await freeFire("223340006");
    unpaid = await order(
      { game: "free-fire", product: "ff-140", account: { playerId: "223340007" } },
      { headers: buyer.auth, unpaid: true },
    );
    const done = [a1, a2, b1, b2, b3, c1, d1, e1];
    await until(async () => (await Promise.all(done.map(status))).every((value) => value === "complete"), 30_000);

    const byPost = await post(a1, { stars: 5, reasons: ["fastDelivery", "easyTopUp"], comment: "  Cepat sekali!  " });
    expect(byPost.status).toBe(200);
    expect(await byPost.json()).toEqual({
      data: { stars: 5, reasons: ["fastDelivery", "easyTopUp"], comment: "Cepat sekali!" },
    });
    expect(await shop.services.feedback.feedbackOf(a1)).toEqual({
      stars: 5,
      reasons: ["fastDelivery", "easyTopUp"],
      comment: "Cepat sekali!",
    });
    expect((await put(b1, { stars: 4, reasons: ["expensiveCommission"] }, buyer.auth)).status).toBe(200);
    expect((await post(b2, { stars: 3, reasons: [] }, buyer.auth)).status).toBe(200);
    expect((await post(c1, { stars: 1, reasons: ["slowService", "noRefund"], comment: null })).status).toBe(200);
    expect((await put(d1, { stars: 5, reasons: [] })).status).toBe(200);
    expect((await post(e1, { stars: 2, reasons: ["confusing"] })).status).toBe(200);

    // The same refusal, word for word, through either door.
    const both = async (id: string, body: Record<string, unknown>) => {
      const [byPut, byBody] = await Promise.all([put(id, body, { locale: "en" }), post(id, body, { locale: "en" })]);
      expect(byBody.status).toBe(byPut.status);
      const answer = await byPut.json();
      expect(await byBody.json()).toEqual(answer);
      return { status: byPut.status, answer };
    };
    expect(await both(a1, { stars: 1, reasons: [] })).toMatchObject({
      status: 409,
      answer: { code: "feedback.alreadyRated" },
    });
    expect(await both(unpaid, { stars: 5, reasons: [] })).toEqual({
      status: 409,
      answer: { code: "feedback.notComplete", message: "An order can be rated once it is complete." },
    });
    expect(await both(a2, { stars: 5, reasons: ["slowService"] })).toMatchObject({
      status: 400,
      answer: { code: "feedback.invalid" },
    });
    expect(await both(a2, { stars: "five" })).toMatchObject({ status: 400, answer: { code: "feedback.invalid" } });
    // The body's id must be an order id.
    const noId = await shop.post("/orders/public/feedback", { id: "not-an-order", stars: 5 });
    expect(noId.status).toBe(400);
    expect(await noId.json()).toMatchObject({ code: "feedback.invalid" });
    expect(await shop.services.feedback.feedbackOf(a2)).toBeUndefined();
  }, 60_000);

  it("pages the reviews newest first with the average, the count and the reviewer's orders and reviews", async () => {
    const first = await page();
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 6, average: 3.3, hasMore: true });
    expect(first.data.map((review) => review.rating)).toEqual([2, 5, 1, 3, 4]);
    const [e, d, c, b2Review, b1Review] = first.data;
    expect(c).toMatchObject({
      rating: 1,
      reasons: ["slowService", "noRefund"],
      comment: null,
      product: "Mobile Legends: Bang Bang: 170 Diamond",
      reviewer: { orders: 1, reviews: 1 },
    });
    // The signed-in buyer: three completed orders (the unpaid one does not count), two reviewed.
    expect(b1Review!.reviewer).toEqual({ orders: 3, reviews: 2 });
    expect(b2Review!.reviewer).toEqual({ orders: 3, reviews: 2 });
    expect(d!.reviewer).toEqual({ orders: 1, reviews: 1 });
    expect(e!.reasons).toEqual(["confusing"]);
    expect(Date.parse(e!.createdAt)).toBeGreaterThanOrEqual(Date.parse(d!.createdAt));

    const second = await page("?page=2");
    expect(second).toMatchObject({ page: 2, total: 6, average: 3.3, hasMore: false });
    // Guest A: two completed orders of the same game account, one reviewed.
    expect(second.data).toEqual([
      {
        rating: 5,
        reasons: ["fastDelivery", "easyTopUp"],
        comment: "Cepat sekali!",
        product: "Free Fire: 140 Diamond",
        reviewer: { orders: 2, reviews: 1 },
        createdAt: expect.any(String),
      },
    ]);
    expect((await page("?page=3")).data).toEqual([]);
    expect(await page("?page=1")).toEqual(first);
  });

  it("narrows to one game's orders of the request's market, its products named in its language", async () => {
    const freeFireOnly = await page("?game=free-fire");
    expect(freeFireOnly).toMatchObject({ total: 5, average: 3.8, hasMore: false });
    expect(freeFireOnly.data.map((review) => review.rating)).toEqual([2, 5, 3, 4, 5]);
    expect(freeFireOnly.data[0]!.product).toBe("Free Fire: 140 Diamond");
    // These are the Indonesian market's orders: the Russian market's list has none of their reviews.
    expect(await page("?game=free-fire", "ru")).toMatchObject({ data: [], total: 0, average: null });
    expect(await page("", "en")).toMatchObject({ data: [], total: 0, average: null });
    expect((await page("?game=mobile-legends")).data.map((review) => review.rating)).toEqual([1]);
    expect(await page("?game=no-such-game")).toMatchObject({ data: [], total: 0, average: null });
  });

  it("refuses a bad page with a translated 400 in the API's shape", async () => {
    for (const query of ["?page=0", "?page=-1", "?page=abc", "?page=1.5", "?page=", "?page=1&page=2", "?page=99999"]) {
      const response = await list(query, "en");
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({
        message: "Invalid page number: use a whole number from 1.",
        code: "reviews.invalidPage",
      });
    }
    const indonesian = await list("?page=x");
    expect(await indonesian.json()).toEqual({
      message: "Nomor halaman tidak valid: gunakan bilangan bulat mulai dari 1.",
      code: "reviews.invalidPage",
    });
  });

  it("shows no personal data: no order ids or numbers, game accounts, contacts or names", async () => {
    const text = JSON.stringify([await page(), await page("?page=2")]);
    const rows = await shop.database.db.select().from(orders);
    const secrets = [
      ...rows.flatMap((row) => [row.id, row.number, row.accountLabel, ...Object.values(row.account)]),
      "putri.guest@example.com",
      "81234567890",
      buyer.userId,
      "Putri Lestari",
      ...(await shop.database.db.select({ id: users.id }).from(users)).map((user) => user.id),
    ];
    expect(created.length).toBeGreaterThan(0);
    // Short values (a zone "2001", a region "ID") could match by chance; every identifier is longer.
    for (const secret of secrets.filter((value) => value.length >= 6)) expect(text, secret).not.toContain(secret);
  });
});
