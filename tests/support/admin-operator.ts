import { operators } from "../../adapters/db/schema";
import type { OperatorRole } from "../../core/admin/permissions";
import { base32Decode, generateTotpSecret, totpCode, totpStep } from "../../core/admin/totp";
import type { CheckoutHarness } from "./checkout-harness";

/** A signed-in buyer made an operator of `role`, with an admin session as after a TOTP code. */
export async function signedInOperator(shop: CheckoutHarness, name: string, role: OperatorRole) {
  const buyer = await shop.signedInBuyer(name);
  const secret = generateTotpSecret();
  await shop.database.db
    .insert(operators)
    .values({ userId: buyer.userId, role, status: "active", totpSecret: secret, totpConfirmedAt: new Date() });
  const signedIn = await shop.services.admin.verifyTotp(
    buyer.userId,
    totpCode(base32Decode(secret), totpStep(new Date())),
  );
  if (!signedIn.ok) throw new Error("TOTP sign-in failed");
  return { ...buyer, cookie: `admin_session=${signedIn.sessionToken}` };
}

/** Calls the shop's API as the console's tests do: a JSON body when there is one, answers in Indonesian. */
export function apiCaller(shop: CheckoutHarness) {
  return (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${shop.base}/backend/api${path}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}), "accept-language": "id" },
      body: body ? JSON.stringify(body) : undefined,
    });
}
