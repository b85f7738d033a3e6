import type { GameDetails } from "../../core/catalog/catalog";
import type { PaymentMethod } from "../../core/markets";
import { unpack, type Packed } from "../../core/packed-json";

/** A game page's game (texts filled for its market) and the methods offered there, as one value. */
export interface GamePageData {
  game: GameDetails;
  paymentMethods: PaymentMethod[];
}

export type PackedGamePage = Packed<GamePageData>;

/** The page's game and methods: the same object for the same text, on the server never parsed. */
export const gamePageData: (page: PackedGamePage) => GamePageData = unpack;
