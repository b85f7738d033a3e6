import { createHash } from "node:crypto";
import { failure, type Failure } from "../failure";
import type { Operator } from "./operators";
import type { CatalogChanges } from "../catalog/catalog-changes";
import { ART_WIDTHS, artKey, type ArtSubject, type StoredArt } from "../art/art";
import type { ArtStore, ImageResizer } from "../art/art-ports";
import { checkArtBytes, checkArtDimensions, type ArtRefusal } from "../art/upload-check";

export interface ArtUploads {
  /** Checks, resizes and stores an upload in place of the subject's art; a refusal changes nothing. */
  upload(
    by: Operator,
    subject: ArtSubject,
    bytes: Uint8Array,
    context?: { requestId?: string | null },
  ): Promise<{ ok: true; art: StoredArt } | ArtRefusal>;
  /** Forgets the subject's art; refused when it has none. */
  remove(
    by: Operator,
    subject: ArtSubject,
    context?: { requestId?: string | null },
  ): Promise<{ ok: true } | Failure<"nothingToRemove">>;
  current(subject: ArtSubject): Promise<StoredArt | undefined>;
  all(): Promise<StoredArt[]>;
}

/**
 * The console's art uploads (decision 034). Each write empties this server's page and catalog caches when
 * it returns (the store tells the other servers inside its transaction), as a price change does, so
 * the operator's next look at the shop shows the new art.
 */
export function createArtUploads(deps: {
  store: ArtStore;
  resizer: ImageResizer;
  changes: CatalogChanges;
}): ArtUploads {
  const { store, resizer, changes } = deps;
  const announced = async <T>(write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } finally {
      // Also after a failure: a write that committed and then lost its connection still changed the art.
      changes.emit();
    }
  };
  return {
    async upload(by, subject, bytes, context = {}) {
      const checked = checkArtBytes(bytes);
      if (!checked.ok) return checked;
      const size = await resizer.dimensions(bytes);
      if (!size) return failure("notImage");
      const fits = checkArtDimensions(size.width, size.height);
      if (!fits.ok) return fits;
      const variants = await resizer.resize(
        bytes,
        ART_WIDTHS[subject.kind],
        subject.kind === "game" ? "cover" : "contain",
      );
      if (!variants) return failure("notImage");
      // The hash is of what is served, so a change of the resizing makes new addresses too.
      const digest = createHash("sha256");
      for (const variant of variants) digest.update(`${variant.width}:`).update(variant.bytes);
      const hash = digest.digest("hex").slice(0, 32);
      const key = artKey(subject);
      await announced(() =>
        store.put(
          key,
          {
            hash,
            variants,
            source: { format: checked.format, width: size.width, height: size.height, bytes: bytes.length },
          },
          { operatorId: by.userId, action: "art.uploaded", subject: key, requestId: context.requestId ?? null },
        ),
      );
      const art = await store.current(key);
      if (!art) throw new Error(`art of ${key} vanished after it was stored`);
      return { ok: true, art };
    },
    async remove(by, subject, context = {}) {
      const removed = await announced(() =>
        store.remove(artKey(subject), {
          operatorId: by.userId,
          action: "art.removed",
          subject: artKey(subject),
          requestId: context.requestId ?? null,
        }),
      );
      return removed ? { ok: true } : failure("nothingToRemove");
    },
    current: (subject) => store.current(artKey(subject)),
    all: () => store.all(),
  };
}
