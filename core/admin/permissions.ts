/**
 * Operator roles and what each may do, as data: a page or route names a permission, never
 * a role, so moving a permission between roles is one line here.
 */
export const OPERATOR_ROLES = ["support", "manager", "admin"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const PERMISSIONS = [
  // support and manager: the dashboard and the queue of what needs a person (reads only)
  "overview",
  // support
  "orders",
  "refunds",
  "compensation",
  "buyers",
  "reviews",
  // manager
  "catalog",
  "prices",
  "promoCodes",
  "giveaway",
  // admin
  "operators",
  "settings",
  "audit",
  // admin: a delivered order taken out of a publisher's purchase limits (decision 060)
  "purchaseLimits",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Exclude<OperatorRole, "admin">, readonly Permission[]> = {
  support: ["overview", "orders", "refunds", "compensation", "buyers", "reviews"],
  manager: ["overview", "catalog", "prices", "promoCodes", "giveaway"],
};

/** Whether an operator of `role` may use `permission`; an admin may use everything. */
export function can(role: OperatorRole, permission: Permission): boolean {
  return role === "admin" || ROLE_PERMISSIONS[role].includes(permission);
}
