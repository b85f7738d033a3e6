/**
 * The operators' audit log: who did what to which subject, with the state before and
 * after and why. Append-only: the port has no way to change or remove an entry, and the database
 * refuses UPDATE and DELETE on the table.
 */
export interface AuditEntryInput {
  /**
   * The operator's user id; null for what the shop does on its own (the bootstrap admin) and for the
   * OPERATOR_TOKEN door, whose entries name the token as their reason (OPERATOR_TOKEN_ACTOR).
   */
  operatorId: string | null;
  /** What happened, a dotted name: "operator.signIn", "operator.invited", "operator.roleChanged"... */
  action: string;
  /** What it concerned: "user:<id>", "order:<id>", "promo:<code>", "invite:<id>". */
  subject: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** The HTTP request's id, to find the log lines of the same request. */
  requestId?: string | null;
}

export interface AuditEntry extends Required<Omit<AuditEntryInput, "before" | "after">> {
  id: number;
  before: unknown;
  after: unknown;
  createdAt: Date;
}

/** Port: the audit log. */
export interface AuditLog {
  append(entry: AuditEntryInput): Promise<void>;
  /** Entries about one subject, newest first (for the buyer page and a promo code's history). */
  bySubject(subject: string, limit?: number): Promise<AuditEntry[]>;
  /**
   * Entries about one order, newest first: its own ("order:<id>") and those about something else that
   * name it (a compensation is the buyer's, with the order it was for in `after.orderId`).
   */
  aboutOrder(orderId: string, limit?: number): Promise<AuditEntry[]>;
}

export const userSubject = (userId: string) => `user:${userId}`;

/**
 * The reason an entry of the OPERATOR_TOKEN door gives (a deploy script's bearer token): no operator
 * signs in there, so the entry names the token that acted.
 */
export const OPERATOR_TOKEN_ACTOR = "OPERATOR_TOKEN";
