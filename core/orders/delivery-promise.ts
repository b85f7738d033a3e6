import type { AccountFormDefinition } from "../catalog/types";

/**
 * The shop's general promise: contact support when nothing arrived within an hour. Each game carries
 * its own (`GameDefinition.deliveryPromiseMinutes`, 30 for Free Fire); this one stands in for an
 * order whose game the shop no longer serves (switched off, or its row gone) and is the default of
 * game rows written before games carried one.
 */
export const DEFAULT_DELIVERY_PROMISE_MINUTES = 60;

/**
 * The game account as suppliers write it: the text fields' values in the form's order, joined
 * (Mobile Legends: user id then zone id, "123456789" + "2001"). Servers and regions chosen from a
 * list are not part of it: suppliers derive them from the ID or take them per product.
 */
export function customerNumber(form: AccountFormDefinition, account: Record<string, string>): string {
  return form.fields
    .filter((field) => field.type === "text")
    .map((field) => account[field.name] ?? "")
    .join("");
}
