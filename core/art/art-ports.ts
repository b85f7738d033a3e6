import type { AuditEntryInput } from "../records/audit";
import type { ArtIndex, ArtVariant, StoredArt } from "./art";
import type { ArtFormat } from "./upload-check";

/** Port: decoding and resizing images (a maintained library: adapters/images/). */
export interface ImageResizer {
  /** The dimensions in the image's header, read without decoding its pixels; undefined when it does not parse. */
  dimensions(bytes: Uint8Array): Promise<{ width: number; height: number } | undefined>;
  /**
   * The image at each width, square, as WebP without metadata: `cover` crops to fill (game art),
   * `contain` fits it whole on a transparent square (a brand's mark). Undefined when it does not decode.
   */
  resize(bytes: Uint8Array, widths: readonly number[], fit: "cover" | "contain"): Promise<ArtVariant[] | undefined>;
}

export type ArtAuditDraft = Omit<AuditEntryInput, "before" | "after">;

/** What an upload leaves in the store. */
export interface ArtUpload {
  hash: string;
  variants: ArtVariant[];
  source: { format: ArtFormat; width: number; height: number; bytes: number };
}

/**
 * Port: where art is kept (PostgreSQL, shared by every server). Each write appends its audit entry and
 * tells the other servers the catalog changed, in the write's own transaction.
 */
export interface ArtStore {
  /** Replaces the subject's art. */
  put(subject: string, upload: ArtUpload, audit: ArtAuditDraft): Promise<void>;
  /** false when the subject had none. */
  remove(subject: string, audit: ArtAuditDraft): Promise<boolean>;
  current(subject: string): Promise<StoredArt | undefined>;
  /** Every subject's art, for the console's lists. */
  all(): Promise<StoredArt[]>;
  /** What pages draw. */
  index(): Promise<ArtIndex>;
  variant(hash: string, width: number): Promise<ArtVariant | undefined>;
}
