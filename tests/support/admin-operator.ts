import { operators } from "../../adapters/db/schema";
import type { OperatorRole } from "../../core/admin/permissions";
import { base32Decode, generateTotpSecret, totpCode, totpStep } from "../../core/admin/totp";
import { CARDS, until, type CheckoutHarness } from "./checkout-harness";

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

/**
 * A buyer's Free Fire order paid by card, once its delivery has reached `settled` (the sandbox
 * supplier fails IDs ending 5555 for good, and a first purchase for IDs ending 4444).
 */
export async function paidCardOrder(
  shop: CheckoutHarness,
  playerId: string,
  auth: Record<string, string>,
  settled: "delivery_failed" | "complete",
  extra: { email?: string } = {},
) {
  const created = await shop.post(
    "/orders",
    { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card", ...extra },
    { "idempotency-key": `admin-orders-${playerId}`, ...auth },
  );
  const { data } = (await created.json()) as { data: { id: string } };
  await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
  await until(async () => (await shop.orderRow(data.id)).status === settled, 20_000);
  return data.id;
}
