import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commitmentOf, drawWinner } from "../../../core/giveaway/draw";
import { createGiveaway, DRAW_GRACE_MS } from "../../../core/giveaway/giveaway";
import { weekNamed, weekOf } from "../../../core/giveaway/weeks";
import { giveawayOrder } from "../../../tests/support/giveaway-orders";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createGiveawayRepository } from "./giveaway-repository";
import { giveawayDraws } from "../schema";

/**
 * The weekly giveaway on a real PostgreSQL: commitments made once before the week even when several
 * servers try at once, entries as decision 014 defines them, and one draw per week whoever runs it.
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

  it("commits to the four weeks ahead once, however many servers try at the same moment", async () => {
    // The Friday before the week.
    const before = new Date("2026-02-27T05:00:00Z");
    const created = await Promise.all(Array.from({ length: 6 }, () => giveaway().commitAhead(before)));
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(4);
    const rows = await database.db.select().from(giveawayDraws);
    expect(rows.map((row) => weekOf(row.weekStart).key).sort()).toEqual([
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
    ]);
    for (const row of rows) {
      expect(row.commitment).toBe(commitmentOf(row.secret));
      expect(row.createdAt).toEqual(before);
      expect(row.drawnAt).toBeNull();
    }
    // Running again changes nothing: the published commitment stays the one made first; during the
    // week, only a fifth week ahead is new.
    expect(await giveaway().commitAhead(before)).toBe(0);
    expect(await giveaway().commitAhead(during)).toBe(1);
    const published = await giveaway().publicDraws("smartphones", during);
    const thisWeek = rows.find((row) => row.weekStart.getTime() === week.start.getTime())!;
    expect(published?.current).toMatchObject({
      week: "2026-03-02",
      noDraw: null,
      commitment: thisWeek.commitment,
      entriesCount: 0,
    });
    expect(await giveaway().withoutDraw(during)).toEqual([]);
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
    // The draw reads the masked numbers (an order number and a game ID open the order lookup): a
    // buyer recognises theirs, and anyone can recompute the winner from what is published.
    const masked = ["GW****22", "GW****33", "GW****44"];
    const expected = drawWinner(row!.secret, masked);
    expect(row).toMatchObject({ entries: masked, entriesCount: 3, winnerIndex: expected.index });
    expect(row!.drawnAt).toEqual(afterDraw);

    // A later run, or an order completed in the week but written late, cannot change the result.
    await giveawayOrder(database.db, { number: "GWLATE22", completedAt: new Date("2026-03-05T00:00:00Z") });
    expect(await giveaway().drawDue(new Date(afterDraw.getTime() + 3_600_000))).toBe(0);

    const published = await giveaway().publicDraws("smartphones", new Date(afterDraw.getTime() + 3_600_000));
    const past = published!.past.find((draw) => draw.week === "2026-03-02")!;
    expect(past).toMatchObject({
      secret: row!.secret,
      commitment: commitmentOf(row!.secret),
      entries: masked,
      entriesCount: 3,
      winner: {
        index: expected.index,
        orderNumber: expected.winner,
        gameId: expected.winner === "GW****33" ? "98****21" : "12****78",
      },
    });
    // Nothing personal leaves: no full order number, game ID or account.
    expect(JSON.stringify(published)).not.toMatch(/12345678|987654321|GWAAAA22|GWBBBB33|GWCCCC44/);
  });

  it("puts an order completed at Monday 00:00 Jakarta in the new week", async () => {
    // GWDDDD55 completed at the very end of 2 March's week, which is the first moment of 9 March's.
    const nextWeek = weekNamed("2026-03-09")!;
    const later = new Date(nextWeek.end.getTime() + DRAW_GRACE_MS);
    expect(await giveaway().drawDue(later)).toBe(1);
    const published = await giveaway().publicDraws("smartphones", later);
    expect(published!.past.find((draw) => draw.week === "2026-03-09")).toMatchObject({
      entries: ["GW****55"],
      winner: { index: 0, orderNumber: "GW****55" },
    });
  });

  it("publishes the secret and no winner for a week nobody entered", async () => {
    const quiet = weekNamed("2026-04-06")!;
    await giveaway().commitAhead(new Date(quiet.start.getTime() - 3_600_000));
    const later = new Date(quiet.end.getTime() + DRAW_GRACE_MS);
    // With it the weeks of 16, 23 and 30 March, committed ahead, all without entries.
    expect(await giveaway().drawDue(later)).toBe(4);
    const published = await giveaway().publicDraws("smartphones", later);
    const empty = published!.past.find((draw) => draw.week === "2026-04-06")!;
    expect(empty).toMatchObject({ entries: [], entriesCount: 0, winner: null });
    expect(empty.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(empty.secret!)).toBe(empty.commitment);
  });

  it("commits to a running week that has no commitment, and counts only the orders completed after it", async () => {
    // The shop was down from April to June, longer than the weeks committed ahead: the week it
    // comes back to has no commitment. Committing to it now is fair for what comes after, never for
    // what came before (the secret could be chosen knowing those).
    const missed = weekNamed("2026-06-01")!;
    const back = new Date(missed.start.getTime() + 2 * 3_600_000);
    // April's last three weeks were committed ahead before the shop went down: drawn now.
    expect(await giveaway().drawDue(back)).toBe(3);
    expect(await giveaway().commitAhead(back)).toBe(4);
    expect(await giveaway().withoutDraw(back)).toEqual([{ campaign: "smartphones", week: "2026-06-01" }]);
    const uncommitted = await giveaway().publicDraws("smartphones", back);
    expect(uncommitted?.current).toMatchObject({ week: "2026-06-01", noDraw: "commitmentNotInTime", commitment: null });
    expect(await giveaway().standing("epicwin", back)).toMatchObject({
      noDraw: "commitmentNotInTime",
      entriesFrom: null,
    });
    // Completed in the week before the commitment: it enters nothing.
    await giveawayOrder(database.db, { number: "GWEARL22", completedAt: new Date(missed.start.getTime() + 3_600_000) });

    // Several servers at once: one commitment, published now, and the week's entries count from now.
    const created = await Promise.all(Array.from({ length: 3 }, () => giveaway().commitRunning(back)));
    expect(created.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await giveaway().commitRunning(new Date(back.getTime() + 60_000))).toBe(0);
    expect(await giveaway().withoutDraw(back)).toEqual([]);
    const running = await giveaway().publicDraws("smartphones", back);
    expect(running?.current).toMatchObject({
      week: "2026-06-01",
      noDraw: null,
      entriesFrom: back.toISOString(),
      committedAt: back.toISOString(),
      entriesCount: 0,
    });
    // What checkout tells an EPICWIN buyer is the landing page's own standing of the week.
    expect(await giveaway().standing("epicwin", back)).toEqual({
      campaign: "smartphones",
      prize: "iPhone 17 Pro",
      promoCode: "EPICWIN",
      week: "2026-06-01",
      startsAt: missed.start.toISOString(),
      endsAt: missed.end.toISOString(),
      noDraw: null,
      entriesFrom: back.toISOString(),
    });
    expect(await giveaway().standing("HEMAT10", back)).toBeUndefined();

    await giveawayOrder(database.db, {
      number: "GWMISS33",
      completedAt: new Date(missed.start.getTime() + 86_400_000),
    });
    expect((await giveaway().publicDraws("smartphones", new Date(back.getTime() + 86_400_000)))?.current).toMatchObject(
      {
        entriesCount: 1,
      },
    );
    const later = new Date(missed.end.getTime() + DRAW_GRACE_MS);
    expect(await giveaway().drawDue(later)).toBe(1);
    const published = await giveaway().publicDraws("smartphones", later);
    expect(published!.past.find((draw) => draw.week === "2026-06-01")).toMatchObject({
      noDraw: null,
      entriesFrom: back.toISOString(),
      entries: ["GW****33"],
      winner: { index: 0, orderNumber: "GW****33" },
    });
    // The weeks nobody committed to while the shop was down are listed without a draw.
    expect(published!.past.find((draw) => draw.week === "2026-05-04")).toMatchObject({
      noDraw: "commitmentNotInTime",
      entriesFrom: null,
      commitment: null,
      winner: null,
    });
    // The drawn weeks keep their draw.
    expect(published!.past.find((draw) => draw.week === "2026-04-06")).toMatchObject({ noDraw: null, entries: [] });
    // The week after was committed ahead, in time: it is drawn over the whole week.
    const following = weekNamed("2026-06-08")!;
    expect(await giveaway().drawDue(new Date(following.end.getTime() + DRAW_GRACE_MS))).toBe(1);
  });

  it("knows no other campaign", async () => {
    expect(await giveaway().publicDraws("tablets", during)).toBeUndefined();
  });
});
