import type { RedeemResult, CompleteResult } from "../core/survey/survey";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/** The message of each refusal of the first survey and its voucher (core/survey/survey.ts). */
export const SURVEY_MESSAGES = {
  invalid: "survey.invalid",
  alreadyAnswered: "survey.alreadyAnswered",
} as const satisfies Record<FailureCode<CompleteResult>, MessageKey>;

export const VOUCHER_MESSAGES = {
  notAnswered: "survey.notAnswered",
  voucherUsed: "survey.voucherUsed",
  notEligible: "survey.notEligible",
  playerNotFound: "checkout.playerNotFound",
  playerNotAllowed: "checkout.playerNotAllowed",
  lookupUnavailable: "checkout.lookupUnavailable",
} as const satisfies Record<Exclude<FailureCode<RedeemResult>, "account" | "purchaseLimit">, MessageKey>;
