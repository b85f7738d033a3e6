import { isPayable } from "../checkout/order-states";
import type { OrderProcess } from "../checkout/order-process";
import type { OrderRepository } from "../checkout/orders";
import type { Wallet } from "../wallet/wallet";
import type { AccountRepository } from "./accounts";

/**
 * Account deletion (SPEC §2, /delete-personal): orders still waiting for payment are canceled
 * (their balance holds come back first, so nothing is left half-held), balances are forfeited in the
 * ledger, then the user, their sign-in identities, sessions and personal data are deleted; orders
 * stay for the books without anything that points at the person. The ledger keeps only the user's
 * random id, which identifies no one once the user row is gone. Returns false when there was no such
 * user.
 */
export async function deleteAccount(
  deps: { accounts: AccountRepository; wallet: Wallet; orders: OrderRepository; process: OrderProcess },
  userId: string,
): Promise<boolean> {
  for (const order of await deps.orders.listForUser(userId, 1_000)) {
    if (isPayable(order.status))
      await deps.process.cancelUnpaid(order.id, "abandoned", { reason: "account deleted", actor: "buyer" });
  }
  await deps.wallet.forfeitAll({ userId, reference: `account:${userId}:deleted` });
  return deps.accounts.deleteAccount(userId);
}
