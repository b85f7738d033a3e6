import { describe, expect, it } from "vitest";
import { can, PERMISSIONS, type OperatorRole, type Permission } from "./permissions";

// The roles as the console's operators work: support (orders, refunds, compensation), manager (catalog, prices, promo codes,
// giveaway), admin (operators, settings, and everything else).
const TABLE: Record<Permission, Record<OperatorRole, boolean>> = {
  // Every role sees how the shop is doing and what waits for a person.
  overview: { support: true, manager: true, admin: true },
  orders: { support: true, manager: false, admin: true },
  refunds: { support: true, manager: false, admin: true },
  compensation: { support: true, manager: false, admin: true },
  // Buyers and their reviews: support looks a buyer up and moderates reviews.
  buyers: { support: true, manager: false, admin: true },
  reviews: { support: true, manager: false, admin: true },
  catalog: { support: false, manager: true, admin: true },
  prices: { support: false, manager: true, admin: true },
  promoCodes: { support: false, manager: true, admin: true },
  giveaway: { support: false, manager: true, admin: true },
  operators: { support: false, manager: false, admin: true },
  settings: { support: false, manager: false, admin: true },
  // The whole audit log across subjects is the admin's; support sees entries on the pages it may open.
  audit: { support: false, manager: false, admin: true },
  // Overriding a publisher's rule is the admin's: managers open no orders, support's tools move money within limits.
  purchaseLimits: { support: false, manager: false, admin: true },
};

describe("can(role, permission)", () => {
  it("covers every permission in the table", () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PERMISSIONS].sort());
  });

  for (const [permission, roles] of Object.entries(TABLE) as [Permission, Record<OperatorRole, boolean>][]) {
    for (const [role, allowed] of Object.entries(roles) as [OperatorRole, boolean][]) {
      it(`${role} ${allowed ? "may" : "may not"} use ${permission}`, () => {
        expect(can(role, permission)).toBe(allowed);
      });
    }
  }
});
