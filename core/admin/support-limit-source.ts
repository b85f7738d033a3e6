import type { Currency } from "../money";

/** Support's ceiling in one currency, in minor units; undefined: support is refused in that currency. */
export type SupportLimitMap = Partial<Record<Currency, number>>;
/**
 * Where the refund and compensation use cases get support's ceilings: read at each request (never
 * cached), so every server process applies the limit an admin set last (core/admin/support-limits.ts).
 */
export type SupportLimitSource = () => Promise<SupportLimitMap>;
