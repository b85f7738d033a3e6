/**
 * What the support widget prefills from an order's page (support asks for the order number,
 * the game ID and a description): the page's loader returns it as `supportOrder`, the widget in the
 * root's layout finds it among the matches' data. The account is as the page shows it (masked: the
 * page is public to anyone with its link); the number finds the order for support.
 */
export interface SupportOrder {
  number: string;
  account: string;
  /** The status as the page names it, in the page's language. */
  status: string;
}

export function supportOrderOf(matchData: readonly unknown[]): SupportOrder | undefined {
  for (const data of matchData) {
    if (typeof data === "object" && data !== null && "supportOrder" in data)
      return (data as { supportOrder: SupportOrder }).supportOrder;
  }
  return undefined;
}
