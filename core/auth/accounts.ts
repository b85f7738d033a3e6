import type { OrderUnitOfWork } from "../orders/order-unit";
import type { OrderRecord } from "../orders/orders";
import type { Wallet } from "../wallet/wallet";

/**
 * An account being deleted, inside the deletion's one transaction: the user is locked (no order,
 * hold or sign-in of theirs can start until it ends) and so is every order of theirs (no payment,
 * delivery or refund of those can change them meanwhile).
 */
export interface AccountClosing {
  /** Every order of the account, as locked. */
  orders: OrderRecord[];
  /** Changes of those orders, inside the deletion's transaction. */
  units: OrderUnitOfWork;
  /** The ledger, inside the deletion's transaction. */
  wallet: Wallet;
  /**
   * Removes the user and everything personal attached to it (sessions and identities go with it);
   * its orders stay for the books, pointing at no one and without their contacts.
   */
  erase(): Promise<void>;
}

/** Port: the user accounts. */
export interface AccountRepository {
  /**
   * Runs `work` on the account in one transaction with the user and their orders locked (a failure
   * rolls all of it back). Undefined when there is no such user.
   */
  closeAccount<T>(userId: string, work: (closing: AccountClosing) => Promise<T>): Promise<T | undefined>;
}
