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

/** The account page: a sign-in link for another device, a request to link a method, or signing out. */
export const accountForm = z.object({ intent: z.enum(["deviceLink", "linkMethod", "logout"]) });

/** Sign-in with WhatsApp: the number (a code is sent to it), then the code. */
export const whatsappForm = z.object({ intent: z.enum(["send", "verify"]), phone: typed, code: typed });
