import { and, asc, eq, sql } from "drizzle-orm";
import type { ArtImage, ArtIndex, StoredArt } from "../../../core/art/art";
import type { ArtStore } from "../../../core/art/art-ports";
import { createAuditRepository } from "../records/audit-repository";
import type { CatalogCache } from "../catalog/catalog-cache";
import { uncached } from "../catalog/catalog-cache";
import { notifyCatalogChanged } from "../catalog/catalog-change-events";
import type { Database, Executor } from "../database";
import { art, artVariants } from "../schema";

type ArtRow = typeof art.$inferSelect;

function stored(row: ArtRow): StoredArt {
  return {
    subject: row.subject,
    hash: row.hash,
    widths: row.widths,
    source: { format: row.sourceFormat, width: row.sourceWidth, height: row.sourceHeight, bytes: row.sourceBytes },
    updatedAt: row.updatedAt,
  };
}

/** What the audit log keeps of art: the address and the upload's facts, never the bytes. */
const audited = (row: ArtRow | undefined) => (row ? { ...stored(row), updatedAt: undefined } : null);

/** Deletes the widths of hashes no subject names any more (a replaced or removed upload's). */
async function dropOrphans(tx: Executor, hash: string) {
  await tx
    .delete(artVariants)
    .where(and(eq(artVariants.hash, hash), sql`NOT EXISTS (SELECT 1 FROM ${art} WHERE ${art.hash} = ${hash})`));
}

/**
 * Uploaded art in PostgreSQL (decision 034): every server reads the same rows, and no server needs a
 * disk of its own. A subject's row is locked while it changes, so two uploads at once leave one art
 * and two audit entries, each with the state it replaced. `cache` holds what pages draw until the
 * catalog changes (as games and prices are held, decision 027).
 */
export function createArtStore(db: Database, cache: CatalogCache = uncached): ArtStore {
  return {
    async put(subject, upload, audit) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(art).where(eq(art.subject, subject)).for("update");
        await tx
          .insert(artVariants)
          .values(upload.variants.map((variant) => ({ hash: upload.hash, ...variant })))
          .onConflictDoNothing();
        const values = {
          hash: upload.hash,
          widths: upload.variants.map((variant) => variant.width),
          sourceFormat: upload.source.format,
          sourceWidth: upload.source.width,
          sourceHeight: upload.source.height,
          sourceBytes: upload.source.bytes,
          updatedBy: audit.operatorId,
          updatedAt: sql`now()`,
        };
        const [after] = await tx
          .insert(art)
          .values({ subject, ...values })
          .onConflictDoUpdate({ target: art.subject, set: values })
          .returning();
        if (before && before.hash !== upload.hash) await dropOrphans(tx, before.hash);
        await notifyCatalogChanged(tx);
        await createAuditRepository(tx).append({ ...audit, before: audited(before), after: audited(after) });
      });
    },

    async remove(subject, audit) {
      return db.transaction(async (tx) => {
        const [before] = await tx.delete(art).where(eq(art.subject, subject)).returning();
        if (!before) return false;
        await dropOrphans(tx, before.hash);
        await notifyCatalogChanged(tx);
        await createAuditRepository(tx).append({ ...audit, before: audited(before), after: null });
        return true;
      });
    },

    async current(subject) {
      const [row] = await db.select().from(art).where(eq(art.subject, subject));
      return row ? stored(row) : undefined;
    },

    async all() {
      return (await db.select().from(art).orderBy(asc(art.subject))).map(stored);
    },

    index: () =>
      cache.read("art", async (): Promise<ArtIndex> => {
        const rows = await db.select({ subject: art.subject, hash: art.hash, widths: art.widths }).from(art);
        const index: ArtIndex = { games: {}, methods: {} };
        for (const row of rows) {
          const image: ArtImage = { hash: row.hash, widths: [...row.widths].sort((a, b) => a - b) };
          const [kind, name] = [
            row.subject.slice(0, row.subject.indexOf(":")),
            row.subject.slice(row.subject.indexOf(":") + 1),
          ];
          if (kind === "game") index.games[name] = image;
          else if (kind === "method") index.methods[name] = image;
        }
        return index;
      }),

    async variant(hash, width) {
      const [row] = await db
        .select({ width: artVariants.width, height: artVariants.height, bytes: artVariants.bytes })
        .from(artVariants)
        .where(and(eq(artVariants.hash, hash), eq(artVariants.width, width)));
      return row ? { ...row, contentType: "image/webp" } : undefined;
    },
  };
}
