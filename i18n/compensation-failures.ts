import type { CompensationResult } from "../core/admin/compensation";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/** The message of each refusal of a compensation with gold (the console's page and its API). */
export const COMPENSATION_MESSAGES = {
  buyerNotFound: "adminBuyer.notFound",
  orderNotFound: "adminBuyer.orderNotFound",
  guestOrder: "adminBuyer.guestOrder",
  overLimit: "adminBuyer.overLimit",
} as const satisfies Record<FailureCode<CompensationResult>, MessageKey>;
