import type { OrderLookupResult } from "../core/orders/order-lookup";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/**
 * The message of each refusal of the lost-order lookup, for the API and the /find-order page alike.
 * Its own file and its own namespace, so the page ships only these words. "No match" is one message
 * whatever was wrong: the order number or the detail (core/orders/order-lookup.ts).
 */
export const ORDER_LOOKUP_MESSAGES = {
  invalid: "findOrder.invalid",
  noMatch: "findOrder.noMatch",
  rateLimited: "findOrder.tooManyTries",
} as const satisfies Record<FailureCode<OrderLookupResult>, MessageKey>;

/** The wait a refusal for too many tries names, in whole minutes (at least one). */
export const minutesToWait = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));
