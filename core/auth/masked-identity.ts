import type { LinkedIdentity } from "./sign-in";

/**
 * How a page names an account's sign-in method to someone who may not own it: enough for the owner
 * to recognise their own ("si•••@gmail.com", "+62 ••• 1234"), too little to learn someone else's.
 */
export function maskedIdentityLabel(identity: Pick<LinkedIdentity, "provider" | "email" | "displayName">): string {
  if (identity.email) {
    const [local = "", domain = ""] = identity.email.split("@");
    return `${local.slice(0, 2)}•••@${domain}`;
  }
  const label = identity.displayName ?? "";
  if (identity.provider === "whatsapp") {
    const digits = label.replace(/\D/g, "");
    return `+${digits.slice(0, 2)} ••• ${digits.slice(-4)}`;
  }
  return label.length > 2 ? `${label.slice(0, 2)}•••` : "•••";
}
