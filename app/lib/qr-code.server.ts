import QRCode from "qrcode";

/** Modules of blank border around the code, as the QR specification asks of a reader's quiet zone. */
const QUIET_ZONE = 4;

/**
 * A QR code of `text` as one SVG path of its dark modules, drawn on the server: the page carries the
 * picture, not the library. `size` is the side in modules, the quiet zone included.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) parts.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: parts.join("") };
}
