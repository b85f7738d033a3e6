import type { AccountFormDefinition } from "../catalog/types";

/** Minutes after which the buyer should contact support (SPEC §8, §9: 1 hour, 30 minutes for Free Fire). */
export function supportAfterMinutes(slug: string): number {
  return slug === "free-fire" ? 30 : 60;
}

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
