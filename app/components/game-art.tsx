import type { CSSProperties } from "react";
import { artSources, type ArtImage } from "../../core/art/art";
import type { GameTile } from "../../core/catalog/types";
// A file of its own, never inlined: the browser fetches the marks once and caches them for a year
// (hashed asset), and a page of ~40 tiles carries only a <use> reference each.
import marksHref from "./tile-marks.svg?url&no-inline";

/**
 * The game's tile: the art an operator uploaded (decision 034) where there is some, else an original
 * mark that evokes the game (a diamond, a flame, a parachute...) in its own ink on its own two-tone
 * gradient (.game-art); no two games share a mark, so they are told apart at a glance.
 */
export function GameArt({
  name,
  tile,
  art,
  size = 48,
  lazy = false,
}: {
  name: string;
  tile: GameTile;
  art?: ArtImage | null;
  size?: number;
  /** Below the fold: the browser fetches the image when it is about to be seen. */
  lazy?: boolean;
}) {
  if (art) {
    const { src, srcSet } = artSources(art, size);
    return (
      <img
        className="game-art game-art--image"
        style={{ "--art-size": `${size}px` } as CSSProperties}
        src={src}
        srcSet={srcSet}
        width={size}
        height={size}
        alt={name}
        loading={lazy ? "lazy" : undefined}
        decoding="async"
      />
    );
  }
  const style = {
    "--art-from": tile.from,
    "--art-to": tile.to,
    "--art-ink": tile.ink,
    "--art-size": `${size}px`,
  } as CSSProperties;
  return (
    <span className="game-art" style={style} role="img" aria-label={name}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <use href={`${marksHref}#${tile.mark}`} />
      </svg>
    </span>
  );
}
