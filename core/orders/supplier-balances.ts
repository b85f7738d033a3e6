import type { AlertReporter } from "../alerts/alert-service";
import { money } from "../money";
import { SupplierUnavailableError, type SupplierPort } from "./supplier-port";
import { lowOnBalance, type SupplierAccount } from "./supplier-routing";

/** Port: where deposits are kept (adapters/db/orders/supplier-account-repository.ts). */
export interface SupplierBalanceStore {
  accounts(): Promise<Map<string, SupplierAccount>>;
  /** A deposit as read now; a refusal for balance is forgotten when the deposit is back at its threshold. */
  recordBalance(supplier: string, balanceIdr: number): Promise<SupplierAccount>;
}

/** How often each supplier's deposit is read, and how soon after a purchase at the earliest. */
export const BALANCE_READ_EVERY_MS = 5 * 60_000;
export const BALANCE_READ_AFTER_PURCHASE_MS = 30_000;

const rupiah = (amount: number) => money(amount * 100, "IDR");

/**
 * Watches each supplier's deposit: read on the checkout jobs' schedule and soon after purchases,
 * stored for routing (a supplier under its threshold goes last) and told to the operators once per
 * incident, with a follow-up when it is topped up.
 */
export function createBalanceWatch(deps: {
  suppliers: readonly SupplierPort[];
  store: SupplierBalanceStore;
  alerts?: AlertReporter;
  log: { warn(object: object, message: string): void };
  clock?: () => Date;
}) {
  const now = () => (deps.clock?.() ?? new Date()).getTime();
  // Per server: when each supplier was last read, and reads under way.
  const lastRead = new Map<string, number>();
  const reading = new Map<string, Promise<SupplierAccount | undefined>>();

  async function readOnce(supplier: SupplierPort): Promise<SupplierAccount | undefined> {
    lastRead.set(supplier.name, now());
    let balance: number;
    try {
      balance = await supplier.balance();
    } catch (error) {
      if (!(error instanceof SupplierUnavailableError)) throw error;
      deps.log.warn({ supplier: supplier.name, err: error.message }, "supplier balance not read");
      return undefined;
    }
    const before = (await deps.store.accounts()).get(supplier.name);
    const account = await deps.store.recordBalance(supplier.name, balance);
    const event = {
      kind: "supplierBalanceLow" as const,
      supplier: supplier.name,
      balance: rupiah(balance),
      threshold: rupiah(account.thresholdIdr),
    };
    if (lowOnBalance(account)) await deps.alerts?.report(event);
    else if (lowOnBalance(before)) await deps.alerts?.clear(event);
    return account;
  }

  /** Reads one supplier's deposit now (a read already under way is shared). */
  function read(supplier: SupplierPort): Promise<SupplierAccount | undefined> {
    const running = reading.get(supplier.name);
    if (running) return running;
    const started = readOnce(supplier).finally(() => reading.delete(supplier.name));
    reading.set(supplier.name, started);
    return started;
  }

  return {
    read,

    /** The schedule: every supplier not read for BALANCE_READ_EVERY_MS. */
    async check(): Promise<{ read: number }> {
      const due = deps.suppliers.filter(
        (supplier) => now() - (lastRead.get(supplier.name) ?? 0) >= BALANCE_READ_EVERY_MS,
      );
      await Promise.all(due.map(read));
      return { read: due.length };
    },

    /**
     * A purchase was asked of `name`: its deposit is read again soon, or at once when the purchase
     * was refused for balance (`short`); never throws.
     */
    spent(name: string, short = false): void {
      const supplier = deps.suppliers.find((candidate) => candidate.name === name);
      if (!supplier || (!short && now() - (lastRead.get(name) ?? 0) < BALANCE_READ_AFTER_PURCHASE_MS)) return;
      read(supplier).catch((error: unknown) =>
        deps.log.warn({ err: error, supplier: name }, "supplier balance not read"),
      );
    },
  };
}

export type BalanceWatch = ReturnType<typeof createBalanceWatch>;
