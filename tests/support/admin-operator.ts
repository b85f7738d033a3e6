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

/**
 * The console as a browser without script uses it: a page read, a form posted to it (as
 * application/x-www-form-urlencoded, from the shop's own origin, redirects not followed). Paths
 * without a locale prefix are the Indonesian pages; `who` is the caller's cookie or Bearer header.
 */
export function consoleDoor(shop: Pick<CheckoutHarness, "base">) {
  return {
    read: (path: string, who: Record<string, string> = {}) =>
      fetch(`${shop.base}${path}`, { redirect: "manual", headers: who }),
    post: (path: string, fields: Record<string, string | undefined>, who: Record<string, string> = {}) =>
      fetch(`${shop.base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: shop.base, ...who },
        body: new URLSearchParams(
          Object.entries(fields).filter((field): field is [string, string] => field[1] !== undefined),
        ).toString(),
      }),
  };
}

/** An operator's cookie as the door's `who`. */
export const asOperator = (operator: { cookie: string }) => ({ cookie: operator.cookie });

/**
 * A buyer's Free Fire order paid by card, once its delivery has reached `settled` (the sandbox
 * supplier fails IDs ending 5555 for good, and a first purchase for IDs ending 4444).
 */
export async function paidCardOrder(
  shop: CheckoutHarness,
  playerId: string,
  auth: Record<string, string>,
  settled: "delivery_failed" | "complete" | "in_progress",
  extra: { email?: string; phone?: string } = {},
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
