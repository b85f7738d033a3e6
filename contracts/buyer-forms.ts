import { z } from "zod";

/**
 * The buyer's pages' forms that carry an `intent` (app/lib/form.server.ts reads them): each intent one
 * of a fixed list, so a post no form of the page sends is refused before anything is done.
 */

/** What a buyer types is cut to this: a phone number or a six-digit code is far shorter. */
const typed = z
  .string()
  .default("")
  .transform((value) => value.slice(0, 32));

/**
 * The account page: a sign-in link for another device, a request to link a method, signing out, or
 * removing a saved game account (its id; decision 065).
 */
export const accountForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.enum(["deviceLink", "linkMethod", "logout"]) }),
  z.object({ intent: z.literal("forgetGameAccount"), id: z.uuid() }),
]);

/** Sign-in with WhatsApp: the number (a code is sent to it), then the code. */
export const whatsappForm = z.object({ intent: z.enum(["send", "verify"]), phone: typed, code: typed });
