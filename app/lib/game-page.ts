import type { GameDetails } from "../../core/catalog/catalog";
import type { PaymentMethod } from "../../core/markets";
import { unpackCarried, type Carried } from "../../core/packed-blocks";
import type { Packed } from "../../core/packed-json";

/** A game page's game (texts filled for its market) and the methods offered there, as one value. */
export interface GamePageData {
  game: GameDetails;
  paymentMethods: PaymentMethod[];
}

export type PackedGamePage = Packed<GamePageData>;

/**
 * How the loader data holds it: packed (a client navigation's data) or, in a page's HTML, named and
 * carried as a data block (core/packed-blocks.ts; the routes' `handle.blocks`).
 */
export type CarriedGamePage = Carried<GamePageData>;

/** The page's game and methods: the same object for the same text, on the server never parsed. */
export const gamePageData: (page: CarriedGamePage) => GamePageData = unpackCarried;
