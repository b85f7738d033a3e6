import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGiveawayAdmin, prizeSubject } from "../../../core/admin/giveaway-admin";
import type { Operator } from "../../../core/admin/operators";
import { failure } from "../../../core/failure";
import { createGiveaway, DRAW_GRACE_MS } from "../../../core/giveaway/giveaway";
import { weekNamed } from "../../../core/giveaway/weeks";
import { giveawayOrder } from "../../../tests/support/giveaway-orders";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createGiveawayAdminStore } from "./giveaway-store";
import { createGiveawayRepository } from "../giveaway/giveaway-repository";
import { auditLog, giveawayDraws } from "../schema";

/**
 * The console's giveaway (decision 019): the operator sees the draw with its winning order and marks
 * the winner contacted, then the prize delivered, each once and audited in the same transaction;
 * nothing of it writes the draw's row, and an undrawn week or a week without a winner is refused.
 */
describe("the console's giveaway", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  // The week of Monday 6 April 2026 (Jakarta).
  const week = weekNamed("2026-04-06")!;
  const empty = weekNamed("2026-04-13")!;
  const manager: Operator = {
    userId: randomUUID(),
    role: "manager",
    status: "active",
    displayName: "Manajer Undian",
    email: null,
    totpEnrolled: true,
    createdBy: null,
    createdAt: new Date(),
  };
  const parts = () => {
    const giveaway = createGiveaway({ store: createGiveawayRepository(database.db) });
    return { giveaway, admin: createGiveawayAdmin({ store: createGiveawayAdminStore(database.db), giveaway }) };
  };
  const auditOf = (weekStart: Date) =>
    database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, prizeSubject("smartphones", weekStart)));

  it("shows the winner's order and records contact then delivery once each, never touching the draw", async () => {
    const { giveaway, admin } = parts();
    await giveaway.commitAhead(new Date("2026-04-03T05:00:00Z"));
    const before = { campaign: "smartphones", weekStart: week.start.toISOString(), note: "" };
    // Not drawn yet: nothing to mark.
    expect(await admin.mark(manager, { ...before, step: "contacted" }, null)).toEqual(
      failure("adminPromo.prizeNotDrawn"),
    );
    const winnerId = await giveawayOrder(database.db, {
      number: "PRZAAA22",
      completedAt: new Date("2026-04-07T10:00:00Z"),
    });
    expect(await giveaway.drawDue(new Date(empty.end.getTime() + DRAW_GRACE_MS))).toBe(2);
    const [draw] = await database.db.select().from(giveawayDraws).where(eq(giveawayDraws.weekStart, week.start));
    expect(draw!.winnerOrderId).toBe(winnerId);

    const overview = await admin.overview(new Date(empty.end.getTime() + DRAW_GRACE_MS));
    const drawn = overview[0]!.drawn;
    expect(drawn.map((row) => row.weekStart)).toEqual([empty.start, week.start]);
    expect(drawn[0]!.winner).toBeNull();
    expect(drawn[1]!.winner).toMatchObject({ orderId: winnerId, number: "PRZAAA22" });

    // Delivery before contact is refused; a week without a winner has nothing to mark.
    expect(await admin.mark(manager, { ...before, step: "delivered" }, null)).toEqual(
      failure("adminPromo.prizeNotContacted"),
    );
    expect(
      await admin.mark(manager, { ...before, weekStart: empty.start.toISOString(), step: "contacted" }, null),
    ).toEqual(failure("adminPromo.prizeNoWinner"));
    expect(await admin.mark(manager, { ...before, step: "won" }, null)).toEqual(failure("adminPromo.prizeInvalid"));

    // Ten clicks at once: contacted once, one audit entry.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.mark(manager, { ...before, step: "contacted", note: "WhatsApp" }, "req-1"),
      ),
    );
    expect(clicks.filter((click) => click.ok && click.changed)).toHaveLength(1);
    expect(clicks.every((click) => click.ok)).toBe(true);
    expect(await admin.mark(manager, { ...before, step: "delivered", note: "JNE resi 1234567890" }, "req-2")).toEqual({
      ok: true,
      changed: true,
    });

    const entries = await auditOf(week.start);
    expect(entries.map((entry) => [entry.action, entry.operatorId, entry.reason])).toEqual([
      ["giveaway.winnerContacted", manager.userId, "WhatsApp"],
      ["giveaway.prizeDelivered", manager.userId, "JNE resi 1234567890"],
    ]);
    expect(entries[1]!.before).toMatchObject({ contactedAt: expect.any(String), deliveredAt: null });

    const [after] = await database.db.select().from(giveawayDraws).where(eq(giveawayDraws.weekStart, week.start));
    expect(after).toEqual(draw);
    const shown = (await admin.overview(new Date(empty.end.getTime() + DRAW_GRACE_MS)))[0]!.drawn[1]!;
    expect(shown.contactedAt).toBeInstanceOf(Date);
    expect(shown.deliveredAt).toBeInstanceOf(Date);
    expect(shown.note).toBe("JNE resi 1234567890");
  });
});
