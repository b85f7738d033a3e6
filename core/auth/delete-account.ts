import { cancelUnpaidOrder } from "../orders/order-process";
import { isPayable } from "../orders/order-states";
import { failure, type Failure } from "../failure";
import type { AccountRepository } from "./accounts";

export type DeleteAccountResult = { ok: true } | Failure<"notFound">;

/**
 * Account deletion (/delete-personal), all in one transaction with the account locked, so
 * that an order placed or paid at the same moment is either settled here or never starts: orders
 * still waiting for payment are canceled (their balance holds come back first, so nothing is left
 * half-held; a payment arriving for one later is returned as late), balances are forfeited in the
 * ledger, then the user, their sign-in identities, sessions and personal data are deleted; orders
 * stay for the books without anything that points at the person. The ledger keeps only the user's
 * random id, which identifies no one once the user row is gone. Refused ("notFound") when there was
 * no such user.
 */
export async function deleteAccount(
  deps: { accounts: AccountRepository },
  userId: string,
): Promise<DeleteAccountResult> {
  const deleted = await deps.accounts.closeAccount(userId, async (closing) => {
    for (const order of closing.orders) {
      if (isPayable(order.status))
        await cancelUnpaidOrder(closing.units, order.id, "abandoned", { reason: "account deleted", actor: "buyer" });
    }
    await closing.wallet.forfeitAll({ userId, reference: `account:${userId}:deleted` });
    await closing.erase();
    return { ok: true as const };
  });
  return deleted ?? failure("notFound");
}
