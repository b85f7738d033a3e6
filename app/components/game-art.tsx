import type { CSSProperties } from "react";
import type { GameTile } from "../../core/catalog/types";
// A file of its own, never inlined: the browser fetches the marks once and caches them for a year
// (hashed asset), and a page of ~40 tiles carries only a <use> reference each.
import marksHref from "./tile-marks.svg?url&no-inline";

/**
 * The game's tile. We hold no licensed game art, so every game gets an original mark that evokes it
 * (a diamond, a flame, a parachute...) in its own ink on its own two-tone gradient (.game-art); no
 * two games share a mark, so they are told apart at a glance.
 */
export function GameArt({ name, tile, size = 48 }: { name: string; tile: GameTile; size?: number }) {
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
