import { arenaBreakout } from "./games/arena-breakout";
import { arenaBreakoutInfinite } from "./games/arena-breakout-infinite";
import { azurLane } from "./games/azur-lane";
import { bigoLive } from "./games/bigo-live";
import { bloodStrike } from "./games/blood-strike";
import { brawlStars } from "./games/brawl-stars";
import { callOfDutyMobile } from "./games/call-of-duty-mobile";
import { clashOfClans } from "./games/clash-of-clans";
import { clashRoyale } from "./games/clash-royale";
import { deltaForce } from "./games/delta-force";
import { dragonheir } from "./games/dragonheir";
import { farlight } from "./games/farlight";
import { freeFire } from "./games/free-fire";
import { genshin } from "./games/genshin";
import { honkai } from "./games/honkai";
import { honorOfKings } from "./games/honor-of-kings";
import { identityV } from "./games/identity-v";
import { likee } from "./games/likee";
import { lordsMobile } from "./games/lords-mobile";
import { loveAndDeepspace } from "./games/love-and-deepspace";
import { magicChessGoGo } from "./games/magic-chess-go-go";
import { marvelRivals } from "./games/marvel-rivals";
import { mobileLegends } from "./games/mobile-legends";
import { nikke } from "./games/nikke";
import { pubg } from "./games/pubg";
import { pubgNewState } from "./games/pubg-new-state";
import { stateOfSurvival } from "./games/state-of-survival";
import { stumbleGuys } from "./games/stumble-guys";
import { superSus } from "./games/super-sus";
import { tarisland } from "./games/tarisland";
import { towerOfFantasy } from "./games/tower-of-fantasy";
import { watcherOfRealms } from "./games/watcher-of-realms";
import { wildRift } from "./games/wild-rift";
import { zenlessZoneZero } from "./games/zenless-zone-zero";
import { zepeto } from "./games/zepeto";
import type { GameDefinition } from "../core/catalog/types";

/** All 35 games, in home-page order: the best sellers in Indonesia first. */
export const GAME_DEFINITIONS: readonly GameDefinition[] = [
  mobileLegends,
  freeFire,
  pubg,
  genshin,
  honkai,
  zenlessZoneZero,
  honorOfKings,
  magicChessGoGo,
  wildRift,
  callOfDutyMobile,
  bloodStrike,
  arenaBreakout,
  arenaBreakoutInfinite,
  deltaForce,
  farlight,
  pubgNewState,
  marvelRivals,
  nikke,
  towerOfFantasy,
  tarisland,
  dragonheir,
  loveAndDeepspace,
  zepeto,
  identityV,
  superSus,
  clashOfClans,
  clashRoyale,
  brawlStars,
  stumbleGuys,
  azurLane,
  lordsMobile,
  stateOfSurvival,
  watcherOfRealms,
  bigoLive,
  likee,
];

const bySlug = new Map(GAME_DEFINITIONS.map((game) => [game.slug, game]));

export function findGameDefinition(slug: string): GameDefinition | undefined {
  return bySlug.get(slug);
}
