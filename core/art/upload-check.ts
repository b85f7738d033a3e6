import { failure, type Failure } from "../failure";

/** Uploads larger than this are refused before anything is decoded. */
export const ART_MAX_BYTES = 5 * 1024 * 1024;
/** A side longer than this, or more pixels than this in all, is refused before it is decoded (decompression bombs). */
export const ART_MAX_SIDE = 8_000;
export const ART_MAX_PIXELS = 40_000_000;
/** Smaller art would be blown up into mush on a 2x screen. */
export const ART_MIN_SIDE = 32;

export type ArtFormat = "png" | "jpeg" | "webp";

export type ArtRefusal =
  | Failure<"empty">
  | Failure<"tooLarge", { megabytes: number }>
  | Failure<"notImage">
  | Failure<"tooManyPixels", { side: number }>
  | Failure<"tooSmall", { side: number }>;

/**
 * The format an upload's first bytes say it is: only PNG, JPEG and WebP are taken. The name and the
 * type the browser claims are not looked at: they are the sender's word. SVG (a document that can
 * carry script), GIF, HEIC and everything else is none of these.
 */
export function sniffArtFormat(bytes: Uint8Array): ArtFormat | undefined {
  const starts = (signature: readonly number[], at = 0) =>
    bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  // "RIFF" <size> "WEBP"
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return undefined;
}

/** Refuses what is not one image of a taken format and size, before it is decoded. */
export function checkArtBytes(bytes: Uint8Array): { ok: true; format: ArtFormat } | ArtRefusal {
  if (bytes.length === 0) return failure("empty");
  if (bytes.length > ART_MAX_BYTES) return failure("tooLarge", { megabytes: ART_MAX_BYTES / 1024 / 1024 });
  const format = sniffArtFormat(bytes);
  return format ? { ok: true, format } : failure("notImage");
}

/** Refuses dimensions, read from the image's header, that are too large to decode or too small to show. */
export function checkArtDimensions(width: number, height: number): { ok: true } | ArtRefusal {
  if (width > ART_MAX_SIDE || height > ART_MAX_SIDE || width * height > ART_MAX_PIXELS)
    return failure("tooManyPixels", { side: ART_MAX_SIDE });
  if (width < ART_MIN_SIDE || height < ART_MIN_SIDE) return failure("tooSmall", { side: ART_MIN_SIDE });
  return { ok: true };
}
