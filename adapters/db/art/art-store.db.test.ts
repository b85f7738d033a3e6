import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Operator } from "../../../core/admin/operators";
import { createArtUploads } from "../../../core/admin/art-uploads";
import { createCatalogChanges } from "../../../core/catalog/catalog-changes";
import { failure } from "../../../core/failure";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createSharpResizer } from "../../images/sharp-resizer";
import { createArtStore } from "./art-store";
import { createCatalogCache } from "../catalog/catalog-cache";
import { createCatalogRepository } from "../catalog/catalog-repository";
import { art, artVariants, auditLog } from "../schema";

const operator = { userId: "00000000-0000-4000-8000-000000000032", role: "manager" } as Operator;

const png = async (colour: { r: number; g: number; b: number }, width = 200, height = 120) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  );

/** Uploaded art in PostgreSQL: stored, read, replaced and removed, each audited, with the pages' caches emptied. */
describe("the art store", () => {
  let database: TestDatabase;
  const changes = createCatalogChanges();
  let emitted = 0;
  changes.subscribe(() => (emitted += 1));
  let uploads: ReturnType<typeof createArtUploads>;
  let store: ReturnType<typeof createArtStore>;
  let catalog: ReturnType<typeof createCatalogRepository>;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = createArtStore(database.db, createCatalogCache(changes));
    uploads = createArtUploads({ store, resizer: createSharpResizer(), changes });
    catalog = createCatalogRepository(database.db, undefined, changes);
  });
  afterAll(() => database.drop());

  it("stores a game's art as WebP widths under its hash, and the catalog's lists show it", async () => {
    const before = (await catalog.listGames("id")).find((game) => game.slug === "free-fire")!;
    expect(before.art).toBeNull();
    emitted = 0;
    const stored = await uploads.upload(
      operator,
      { kind: "game", slug: "free-fire" },
      await png({ r: 250, g: 80, b: 0 }),
    );
    if (!stored.ok) throw new Error(stored.error.code);
    expect(emitted).toBe(1);
    expect(stored.art).toMatchObject({
      subject: "game:free-fire",
      widths: [48, 96, 144],
      source: { format: "png", width: 200, height: 120 },
    });
    expect(stored.art.hash).toMatch(/^[0-9a-f]{32}$/);
    const variant = await store.variant(stored.art.hash, 96);
    expect(variant).toMatchObject({ width: 96, height: 96, contentType: "image/webp" });
    expect((await sharp(variant!.bytes).metadata()).format).toBe("webp");
    expect(await store.variant(stored.art.hash, 95)).toBeUndefined();
    // The cached list was emptied by the change: it names the new hash at once.
    const listed = (await catalog.listGames("en")).find((game) => game.slug === "free-fire")!;
    expect(listed.art).toEqual({ hash: stored.art.hash, widths: [48, 96, 144] });
    expect((await catalog.findGame("free-fire", "id", "IDR"))!.art).toEqual(listed.art);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.subject, "game:free-fire"));
    expect(entry).toMatchObject({ action: "art.uploaded", operatorId: operator.userId, before: null });
    expect(entry!.after).toMatchObject({ hash: stored.art.hash });
  });

  it("replaces art with a new hash and forgets the old widths; the same picture for two subjects is kept once", async () => {
    const first = (await uploads.current({ kind: "game", slug: "free-fire" }))!;
    const replaced = await uploads.upload(
      operator,
      { kind: "game", slug: "free-fire" },
      await png({ r: 0, g: 90, b: 250 }),
    );
    if (!replaced.ok) throw new Error(replaced.error.code);
    expect(replaced.art.hash).not.toBe(first.hash);
    expect(await store.variant(first.hash, 48)).toBeUndefined();
    const twin = await uploads.upload(operator, { kind: "game", slug: "pubg" }, await png({ r: 0, g: 90, b: 250 }));
    if (!twin.ok) throw new Error(twin.error.code);
    expect(twin.art.hash).toBe(replaced.art.hash);
    expect(await database.db.select().from(artVariants).where(eq(artVariants.hash, replaced.art.hash))).toHaveLength(3);
    // Removing one of the two keeps the widths the other still names.
    expect(await uploads.remove(operator, { kind: "game", slug: "pubg" })).toEqual({ ok: true });
    expect(await store.variant(replaced.art.hash, 144)).toBeDefined();
  });

  it("keeps a method's mark at the list's widths and gives pages an index of games and methods", async () => {
    const mark = await uploads.upload(
      operator,
      { kind: "method", id: "gopay" },
      await png({ r: 0, g: 170, b: 80 }, 300, 80),
    );
    if (!mark.ok) throw new Error(mark.error.code);
    expect(mark.art.widths).toEqual([24, 48]);
    const index = await store.index();
    expect(index.methods.gopay).toEqual({ hash: mark.art.hash, widths: [24, 48] });
    expect(Object.keys(index.games)).toEqual(["free-fire"]);
  });

  it("refuses SVG and oversized images and changes nothing", async () => {
    const rows = await database.db.select().from(art);
    const entries = await database.db.select().from(auditLog);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="99" height="99"/>');
    expect(await uploads.upload(operator, { kind: "game", slug: "genshin-impact" }, svg)).toEqual({
      ok: false,
      error: { code: "notImage" },
    });
    // A PNG 9000 pixels wide: refused from its header, never decoded.
    const bomb = await sharp({ create: { width: 9000, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const refused = await uploads.upload(operator, { kind: "game", slug: "genshin-impact" }, new Uint8Array(bomb));
    expect(refused).toEqual({ ok: false, error: { code: "tooManyPixels", values: { side: 8000 } } });
    expect(await database.db.select().from(art)).toEqual(rows);
    expect(await database.db.select().from(auditLog)).toHaveLength(entries.length);
  });

  it("removes art: the tile comes back, the widths go, and a second removal finds nothing", async () => {
    const current = (await uploads.current({ kind: "game", slug: "free-fire" }))!;
    expect(await uploads.remove(operator, { kind: "game", slug: "free-fire" })).toEqual({ ok: true });
    expect(await store.variant(current.hash, 48)).toBeUndefined();
    expect((await catalog.listGames("id")).find((game) => game.slug === "free-fire")!.art).toBeNull();
    expect(await uploads.remove(operator, { kind: "game", slug: "free-fire" })).toEqual(failure("nothingToRemove"));
    const removals = await database.db.select().from(auditLog).where(eq(auditLog.action, "art.removed"));
    expect(removals.map((entry) => entry.subject).sort()).toEqual(["game:free-fire", "game:pubg"]);
  });
});
