import type { SelectFieldKind, TextFieldKind } from "../../../core/catalog/types";
import type { MessageKey } from "../../../i18n/messages/id";

/** The label of each kind of game-account field, wherever an account is asked for (purchase, survey reward). */
export const ACCOUNT_FIELD_LABELS: Record<TextFieldKind | SelectFieldKind, MessageKey> = {
  userId: "field.userId",
  zoneId: "field.zoneId",
  uid: "field.uid",
  playerId: "field.playerId",
  playerTag: "field.playerTag",
  riotId: "field.riotId",
  spaceId: "field.spaceId",
  zepetoId: "field.zepetoId",
  server: "field.server",
  region: "field.region",
  subserver: "field.subserver",
};
