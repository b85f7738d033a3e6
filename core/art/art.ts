/**
 * Art an operator uploads (decision 034): a game's square art and a payment method's mark. Each upload
 * is resized to the few widths the pages draw, kept as WebP in the database and served from an
 * address that names its content hash, so a new upload is a new address and no cache shows stale art
 * (docs/decisions/034-uploaded-art.md). Where nothing is uploaded the pages draw what they drew before.
 */

/** What art belongs to: one game, or one payment method (by its id in core/markets.ts). */
export type ArtSubject = { kind: "game"; slug: string } | { kind: "method"; id: string };

/** The key the store keeps a subject's art under, and the audit log's subject. */
export function artKey(subject: ArtSubject): string {
  return subject.kind === "game" ? `game:${subject.slug}` : `method:${subject.id}`;
}

/**
 * The widths each kind is kept at, square, 1x and 2x of where pages draw them: game tiles are drawn at
 * 40-44 px on lists and 52-72 px in a game page's header; marks at 24 px in the method lists.
 */
export const ART_WIDTHS = { game: [48, 96, 144], method: [24, 48] } as const satisfies Record<
  ArtSubject["kind"],
  readonly number[]
>;

/** What a page needs to draw uploaded art: the content hash, and the widths kept of it. */
export interface ArtImage {
  hash: string;
  widths: readonly number[];
}

/** The address of one width of the art: the hash makes it immutable. */
export function artAddress(hash: string, width: number): string {
  return `/media/${hash}-${width}.webp`;
}

/** The address to draw at `size` CSS pixels and the one for 2x screens: the smallest kept width that covers each. */
export function artSources(art: ArtImage, size: number): { src: string; srcSet: string } {
  const cover = (pixels: number) => art.widths.find((width) => width >= pixels) ?? art.widths[art.widths.length - 1]!;
  const one = cover(size);
  const two = cover(size * 2);
  return { src: artAddress(art.hash, one), srcSet: `${artAddress(art.hash, one)} 1x, ${artAddress(art.hash, two)} 2x` };
}

/** An address's parts, or undefined when it is not one this shop writes. */
export function parseArtFile(file: string): { hash: string; width: number } | undefined {
  const match = /^([0-9a-f]{32})-(\d{1,4})\.webp$/.exec(file);
  return match ? { hash: match[1]!, width: Number(match[2]) } : undefined;
}

/** One resized width as stored and served. */
export interface ArtVariant {
  width: number;
  height: number;
  contentType: "image/webp";
  bytes: Uint8Array;
}

/** A subject's current art as the console shows it. */
export interface StoredArt {
  subject: string;
  hash: string;
  widths: number[];
  /** The upload's own format, dimensions and size, for the operator. */
  source: { format: string; width: number; height: number; bytes: number };
  updatedAt: Date;
}

/** The art pages draw: per game slug and per payment method id. */
export interface ArtIndex {
  games: Record<string, ArtImage>;
  methods: Record<string, ArtImage>;
}
