/**
 * A temporary discount: a sale price that holds from `startsAt` (inclusive) until `endsAt`
 * (exclusive); an open end never ends. The game page and the checkout quote both price through
 * here, so the buyer pays the sale price exactly while the page shows it.
 */
export interface SaleWindow {
  saleAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export function saleIsOn(sale: SaleWindow, now: Date): boolean {
  if (sale.saleAmount === null) return false;
  if (sale.saleStartsAt && now.getTime() < sale.saleStartsAt.getTime()) return false;
  if (sale.saleEndsAt && now.getTime() >= sale.saleEndsAt.getTime()) return false;
  return true;
}

/** What one pack costs at `now`: the sale price inside its window (never above the list price), else the list price. */
export function priceAt(listAmount: number, sale: SaleWindow, now: Date): number {
  return saleIsOn(sale, now) ? Math.min(sale.saleAmount!, listAmount) : listAmount;
}
