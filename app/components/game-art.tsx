import type { CSSProperties } from "react";
import { initials } from "../lib/initials";

/**
 * The game's tile. We hold no licensed game art, so every game gets a generated one: its initials
 * on its own colour with a light sweep (drawn by CSS, .game-art), so pages look finished and games
 * are told apart at a glance. A few bytes of markup each, since a page shows dozens.
 */
export function GameArt({ name, color, size = 48 }: { name: string; color: string; size?: number }) {
  const letters = initials(name);
  const style = { "--art": color, "--art-size": `${size}px` } as CSSProperties;
  return (
    <span
      className={`game-art${letters.length > 1 ? "" : " game-art--single"}`}
      style={style}
      role="img"
      aria-label={name}
    >
      {letters}
    </span>
  );
}
