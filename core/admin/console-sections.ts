import type { Permission } from "./permissions";
import { can, type OperatorRole } from "./permissions";
import { REPORT_PERMISSION } from "./reports";

/** What a section's menu line counts beside its name: what waits for a person there. */
export type SectionCount = "attention" | "incidents";

export interface ConsoleSection {
  path: string;
  /** Null: every operator's own (their alerts). */
  permission: Permission | null;
  /** The message key of its name (i18n/messages). */
  label: string;
  count?: SectionCount;
}

/**
 * The console's sections, in the menu's order: the one list the console's menu (app/layouts/admin.tsx)
 * and its home page draw. A new section is one line here, behind its permission (core/admin/permissions.ts).
 */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  { path: "/admin/queue", permission: "overview", label: "admin.queue", count: "attention" },
  { path: "/admin/orders", permission: "orders", label: "admin.orders" },
  { path: "/admin/dashboard", permission: "overview", label: "admin.dashboard" },
  { path: "/admin/reports", permission: REPORT_PERMISSION, label: "adminReport.section" },
  { path: "/admin/reconciliation", permission: "orders", label: "adminReconcile.section" },
  { path: "/admin/buyers", permission: "buyers", label: "adminBuyer.buyers" },
  { path: "/admin/reviews", permission: "reviews", label: "adminBuyer.reviews" },
  { path: "/admin/catalog", permission: "catalog", label: "adminCatalog.catalog" },
  { path: "/admin/catalog/skus", permission: "catalog", label: "adminCatalog.skus" },
  { path: "/admin/prices", permission: "prices", label: "adminCatalog.prices" },
  { path: "/admin/suppliers", permission: "catalog", label: "adminSupplier.section" },
  { path: "/admin/promos", permission: "promoCodes", label: "adminPromo.section" },
  { path: "/admin/giveaway", permission: "giveaway", label: "adminPromo.giveawaySection" },
  { path: "/admin/operators", permission: "operators", label: "admin.operators" },
  { path: "/admin/audit", permission: "audit", label: "adminBuyer.audit" },
  { path: "/admin/settings", permission: "settings", label: "adminSettings.section" },
  { path: "/admin/alerts", permission: null, label: "adminAlerts.section", count: "incidents" },
];

/** The sections an operator of `role` may open, in the menu's order. */
export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return CONSOLE_SECTIONS.filter((section) => section.permission === null || can(role, section.permission));
}

/**
 * The section a console path belongs to: the longest section path it starts with ("/admin/orders/…"
 * is Orders, "/admin/catalog/skus" is SKUs rather than Catalog). `path` has no locale prefix.
 */
export function sectionOf(path: string, sections: readonly ConsoleSection[]): ConsoleSection | undefined {
  return sections
    .filter((section) => path === section.path || path.startsWith(`${section.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** The menu's own words (message keys): its toggle on a phone, and what a count beside a section means. */
export const MENU_WORDS = { title: "admin.sections", toggle: "admin.menu", count: "admin.menuCount" } as const;

/** A count beside a section shows up to this; more reads "99+" (the queue's page has them all). */
export const MENU_COUNT_CAP = 99;
