import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitmentOf, drawWinner } from "../../core/giveaway/draw";
import { createGiveaway, DRAW_GRACE_MS } from "../../core/giveaway/giveaway";
import { weekNamed, weekOf } from "../../core/giveaway/weeks";
import { giveawayOrder } from "../../tests/support/giveaway-orders";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { createGiveawayRepository } from "./giveaway-repository";
import { giveawayDraws } from "./schema";

/**
 * The weekly giveaway on a real PostgreSQL: commitments made once before the week even when several
 * servers try at once, entries as DESIGN §2 defines them, and one draw per week whoever runs it.
 */
describe("giveaway draws", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // The week of Monday 2 March 2026 (Jakarta): 2026-03-01T17:00Z to 2026-03-08T17:00Z.
  const week = weekNamed("2026-03-02")!;
  const during = new Date("2026-03-04T05:00:00Z");
  const afterDraw = new Date(week.end.getTime() + DRAW_GRACE_MS);
  const giveaway = () => createGiveaway({ store: createGiveawayRepository(database.db) });

  it("commits to this week and the next once, however many servers try at the same moment", async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => giveaway().commitAhead(during)));
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(2);
    const rows = await database.db.select().from(giveawayDraws);
    expect(rows.map((row) => weekOf(row.weekStart).key).sort()).toEqual(["2026-03-02", "2026-03-09"]);
    for (const row of rows) {
      expect(row.commitment).toBe(commitmentOf(row.secret));
      expect(row.drawnAt).toBeNull();
    }
    // Running again changes nothing: the published commitment stays the one made first.
    expect(await giveaway().commitAhead(during)).toBe(0);
    const published = await giveaway().publicDraws("smartphones", during);
    const thisWeek = rows.find((row) => row.weekStart.getTime() === week.start.getTime())!;
    expect(published?.current).toMatchObject({ week: "2026-03-02", commitment: thisWeek.commitment, entriesCount: 0 });
    expect(published?.next?.week).toBe("2026-03-09");
    // Before the draw, the secret is nowhere in what is published.
    expect(JSON.stringify(published)).not.toContain(thisWeek.secret);
  });

  it("counts as entries only orders completed with EPICWIN within the week, not refunded or canceled", async () => {
    const inWeek = new Date("2026-03-03T10:00:00Z");
    await giveawayOrder(database.db, { number: "GWAAAA22", completedAt: inWeek });
    // The first and the last moment of the week, in Jakarta time.
    await giveawayOrder(database.db, { number: "GWBBBB33", completedAt: week.start, accountLabel: "987654321" });
    await giveawayOrder(database.db, { number: "GWCCCC44", completedAt: new Date(week.end.getTime() - 1) });
    // Not entries: completed the minute after the week, before it, with another or no code, not
    // complete, canceled after a refund, refunded though marked complete.
    await giveawayOrder(database.db, { number: "GWDDDD55", completedAt: week.end });
    await giveawayOrder(database.db, { number: "GWEEEE66", completedAt: new Date(week.start.getTime() - 1) });
    await giveawayOrder(database.db, { number: "GWFFFF77", completedAt: inWeek, promoCode: "HEMAT10" });
    await giveawayOrder(database.db, { number: "GWGGGG88", completedAt: inWeek, promoCode: null });
    await giveawayOrder(database.db, { number: "GWHHHH99", status: "in_progress" });
    await giveawayOrder(database.db, { number: "GWJJJJ22", status: "canceled", refunded: true });
    await giveawayOrder(database.db, { number: "GWKKKK33", completedAt: inWeek, refunded: true });

    const published = await giveaway().publicDraws("smartphones", during);
    expect(published?.current?.entriesCount).toBe(3);
  });

  it("draws a finished week once when several servers run the job together, as anyone can recompute", async () => {
    // Not before the week has ended and its grace has passed.
    expect(await giveaway().drawDue(new Date(week.end.getTime() + DRAW_GRACE_MS - 1))).toBe(0);

    const drawn = await Promise.all(Array.from({ length: 4 }, () => giveaway().drawDue(afterDraw)));
    expect(drawn.reduce((sum, count) => sum + count, 0)).toBe(1);

    const [row] = await database.db.select().from(giveawayDraws).where(eq(giveawayDraws.weekStart, week.start));
    const expected = drawWinner(row!.secret, ["GWCCCC44", "GWAAAA22", "GWBBBB33"]);
    expect(row).toMatchObject({
      entries: ["GWAAAA22", "GWBBBB33", "GWCCCC44"],
      entriesCount: 3,
      winnerIndex: expected.index,
    });
    expect(row!.drawnAt).toEqual(afterDraw);

    // A later run, or an order completed in the week but written late, cannot change the result.
    await giveawayOrder(database.db, { number: "GWLATE22", completedAt: new Date("2026-03-05T00:00:00Z") });
    expect(await giveaway().drawDue(new Date(afterDraw.getTime() + 3_600_000))).toBe(0);

    const published = await giveaway().publicDraws("smartphones", new Date(afterDraw.getTime() + 3_600_000));
    const past = published!.past.find((draw) => draw.week === "2026-03-02")!;
    expect(past).toMatchObject({
      secret: row!.secret,
      commitment: commitmentOf(row!.secret),
      entries: ["GWAAAA22", "GWBBBB33", "GWCCCC44"],
      entriesCount: 3,
      winner: {
        index: expected.index,
        orderNumber: `${expected.winner!.slice(0, 2)}****${expected.winner!.slice(-2)}`,
        gameId: expected.winner === "GWBBBB33" ? "98****21" : "12****78",
      },
    });
    // Nothing personal leaves: no full game ID, no account.
    expect(JSON.stringify(published)).not.toMatch(/12345678|987654321/);
  });

  it("puts an order completed at Monday 00:00 Jakarta in the new week", async () => {
    // GWDDDD55 completed at the very end of 2 March's week, which is the first moment of 9 March's.
    const nextWeek = weekNamed("2026-03-09")!;
    const later = new Date(nextWeek.end.getTime() + DRAW_GRACE_MS);
    expect(await giveaway().drawDue(later)).toBe(1);
    const published = await giveaway().publicDraws("smartphones", later);
    expect(published!.past.find((draw) => draw.week === "2026-03-09")).toMatchObject({
      entries: ["GWDDDD55"],
      winner: { index: 0, orderNumber: "GW****55" },
    });
  });

  it("publishes the secret and no winner for a week nobody entered", async () => {
    const quiet = weekNamed("2026-04-06")!;
    await giveaway().commitAhead(new Date(quiet.start.getTime() + 3_600_000));
    const later = new Date(quiet.end.getTime() + DRAW_GRACE_MS);
    expect(await giveaway().drawDue(later)).toBe(1);
    const published = await giveaway().publicDraws("smartphones", later);
    const empty = published!.past.find((draw) => draw.week === "2026-04-06")!;
    expect(empty).toMatchObject({ entries: [], entriesCount: 0, winner: null });
    expect(empty.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(empty.secret!)).toBe(empty.commitment);
  });

  it("knows no other campaign", async () => {
    expect(await giveaway().publicDraws("tablets", during)).toBeUndefined();
  });
});
