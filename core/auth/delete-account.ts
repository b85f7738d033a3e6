import type { Wallet } from "../wallet/wallet";
import type { AccountRepository } from "./accounts";

/**
 * Account deletion (SPEC §2, /delete-personal): balances are forfeited in the ledger first, then the
 * user, their sign-in identities, sessions and personal data are deleted. The ledger keeps only the
 * user's random id, which identifies no one once the user row is gone. Returns false when there was
 * no such user.
 */
export async function deleteAccount(
  deps: { accounts: AccountRepository; wallet: Wallet },
  userId: string,
): Promise<boolean> {
  await deps.wallet.forfeitAll({ userId, reference: `account:${userId}:deleted` });
  return deps.accounts.deleteAccount(userId);
}
