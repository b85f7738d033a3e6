import sharp from "sharp";
import type { ArtVariant } from "../../core/art/art";
import type { ImageResizer } from "../../core/art/art-ports";
import { ART_MAX_PIXELS } from "../../core/art/upload-check";

/** WebP quality: art and marks are small; this keeps edges clean at a few kilobytes. */
const QUALITY = 82;

/**
 * Images through sharp (libvips, with its prebuilt binary from the npm registry). The pixel limit is
 * set on every decode too, so an image whose header lies about its size is still not decoded whole.
 * Output is WebP and carries no metadata (sharp keeps none unless asked: no EXIF, no location).
 */
export function createSharpResizer(): ImageResizer {
  const open = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: ART_MAX_PIXELS, failOn: "error" });
  return {
    async dimensions(bytes) {
      try {
        const { width, height, pages } = await open(bytes).metadata();
        // An animated image (several pages) is not art for a tile.
        if (!width || !height || (pages ?? 1) > 1) return undefined;
        return { width, height };
      } catch {
        return undefined;
      }
    },
    async resize(bytes, widths, fit) {
      try {
        const variants: ArtVariant[] = [];
        for (const width of widths) {
          const { data, info } = await open(bytes)
            // The camera's orientation, applied before the metadata that carries it is dropped.
            .rotate()
            .resize(width, width, {
              fit,
              position: "centre",
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            })
            .webp({ quality: QUALITY, effort: 4 })
            .toBuffer({ resolveWithObject: true });
          variants.push({
            width: info.width,
            height: info.height,
            contentType: "image/webp",
            bytes: new Uint8Array(data),
          });
        }
        return variants;
      } catch {
        return undefined;
      }
    },
  };
}
