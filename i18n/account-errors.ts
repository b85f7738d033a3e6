import type { AccountError, AccountErrorCode } from "../core/catalog/account-validation";
import type { MessageKey } from "./messages/id";
import type { Translate } from "./translate";

/** Every validation code has its message (checked by the compiler here). */
const KEYS: Record<AccountErrorCode, MessageKey> = {
  uidMissing: "validation.uidMissing",
  uidIncorrect: "validation.uidIncorrect",
  playerIdMissing: "validation.playerIdMissing",
  playerIdIncorrect: "validation.playerIdIncorrect",
  userIdMissing: "validation.userIdMissing",
  userIdIncorrect: "validation.userIdIncorrect",
  spaceIdMissing: "validation.spaceIdMissing",
  spaceIdIncorrect: "validation.spaceIdIncorrect",
  riotIdMissing: "validation.riotIdMissing",
  riotIdIncorrect: "validation.riotIdIncorrect",
  zoneIdMissing: "validation.zoneIdMissing",
  zoneIdIncorrect: "validation.zoneIdIncorrect",
  tagMissing: "validation.tagMissing",
  tagIncorrect: "validation.tagIncorrect",
  zepetoIdMissing: "validation.zepetoIdMissing",
  zepetoIdIncorrect: "validation.zepetoIdIncorrect",
  mustStartWith: "validation.mustStartWith",
  tooLong: "validation.tooLong",
  serverFirst: "validation.serverFirst",
  regionFirst: "validation.regionFirst",
  subserverFirst: "validation.subserverFirst",
  otherServer: "validation.otherServer",
  otherRegion: "validation.otherRegion",
  otherSubserver: "validation.otherSubserver",
  confirmRequired: "validation.confirmRequired",
  accountNotAllowed: "validation.accountNotAllowed",
};

/** The message key of an account validation error (its values fill it). */
export const accountErrorKey = (error: AccountError): MessageKey => KEYS[error.code];

/** The translated message of an account validation error. */
export function accountErrorMessage(t: Translate, error: AccountError): string {
  return t(KEYS[error.code], error.values);
}
