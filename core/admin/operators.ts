import { createHash, randomBytes } from "node:crypto";
import { failure, type Failure } from "../failure";
import type { AuditEntryInput, AuditLog } from "../records/audit";
import { userSubject } from "../records/audit";
import type { Language } from "../locales";
import { sendInvite, type InviteDeliveryDeps, type InviteSending } from "./invite-delivery";
import { can, type OperatorRole, type Permission } from "./permissions";
import { generateTotpSecret, matchTotpStep, otpauthUri } from "./totp";

/**
 * Operators: shop users with a role, signing in as buyers do and then with a TOTP code,
 * which opens a separate admin session. Status: `invited` until the first TOTP code is confirmed,
 * then `active`; `disabled` by an admin. The bootstrap admin starts `active` but must still enrol.
 */
export type OperatorStatus = "invited" | "active" | "disabled";

export interface Operator {
  userId: string;
  role: OperatorRole;
  status: OperatorStatus;
  displayName: string | null;
  email: string | null;
  /** Whether a TOTP secret is confirmed; the secret itself never leaves the repository but for enrolment. */
  totpEnrolled: boolean;
  createdBy: string | null;
  createdAt: Date;
}

/** The TOTP state of one operator, read and written under the row's lock. */
export interface TotpState {
  secret: string | null;
  confirmed: boolean;
  lastStep: number | null;
  failedAttempts: number;
  lockedUntil: Date | null;
}

export interface OperatorInvite {
  id: string;
  role: OperatorRole;
  /** Who may accept: an e-mail of one of their sign-in methods, or one identity "provider:subject". */
  email: string | null;
  identity: string | null;
  expiresAt: Date;
}

/** Where an invitation stands: its link opens only while `open`. */
export type InviteState = "open" | "expired" | "accepted" | "revoked";

/** An invitation as the operators' page lists it, with the name of the admin who made it. */
export interface InviteListing extends OperatorInvite {
  createdByName: string | null;
  createdAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** Accepted or revoked is final; an invitation neither of them is open until it expires. */
export function inviteState(
  invite: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): InviteState {
  if (invite.acceptedAt) return "accepted";
  if (invite.revokedAt) return "revoked";
  return invite.expiresAt > now ? "open" : "expired";
}

/** How many invitations the operators' page lists, newest first. */
export const INVITES_LISTED = 50;

/** Port: operators, their invitations, TOTP state and admin sessions. */
export interface OperatorRepository {
  find(userId: string): Promise<Operator | undefined>;
  list(): Promise<Operator[]>;
  /** Makes the user an active admin if one of their identities is `identity` and they are not an operator yet. */
  bootstrapAdmin(userId: string, identity: { provider: string; subject: string }): Promise<boolean>;
  /** E-mails and "provider:subject" identities of the user's sign-in methods (for matching invites). */
  userIdentities(userId: string): Promise<{ emails: string[]; identities: string[] }>;
  createInvite(invite: Omit<OperatorInvite, "id"> & { tokenHash: string; createdBy: string }): Promise<string>;
  /** An open invitation (not accepted, not revoked, unexpired) by its token's hash. */
  findInvite(tokenHash: string, now: Date): Promise<OperatorInvite | undefined>;
  /** The newest `limit` invitations, whatever their state. */
  listInvites(limit: number): Promise<InviteListing[]>;
  /**
   * Revokes an invitation neither accepted nor revoked, by one conditional update: of a revocation
   * and an acceptance at once, or of ten revocations, exactly one changes the row. The invitation and
   * whether this call revoked it; undefined when there is no such invitation. The revocation's
   * `audit` entry is written in the same transaction.
   */
  revokeInvite(
    id: string,
    by: string,
    now: Date,
    audit: (invite: OperatorInvite) => AuditEntryInput,
  ): Promise<{ invite: OperatorInvite; revoked: boolean } | undefined>;
  /**
   * Uses the invite once (still open and unexpired) and makes the user an operator with its role, in
   * one transaction; undefined when the invite was taken meanwhile or the user is an operator already.
   */
  acceptInvite(tokenHash: string, userId: string, now: Date): Promise<OperatorInvite | undefined>;
  /** The pending secret, creating it once (concurrent calls agree on one). Undefined if already enrolled. */
  pendingTotpSecret(userId: string, newSecret: string): Promise<string | undefined>;
  /**
   * Reads the TOTP state under a lock, writes `decide`'s update and opens its admin session, all in one
   * transaction: a reset of the second factor (below) waits for it, and so ends that session too.
   */
  withTotpState<T>(
    userId: string,
    decide: (state: TotpState) => {
      update?: Partial<TotpState> & { status?: OperatorStatus };
      session?: NewAdminSession;
      result: T;
    },
  ): Promise<T | undefined>;
  /**
   * Forgets the TOTP secret (the operator enrols again at their next sign-in; `active` becomes
   * `invited`) and ends their admin sessions, under the row's lock in one transaction. The state before,
   * or undefined when there is no such operator or no secret to forget (already reset).
   */
  resetTotp(userId: string, now: Date): Promise<{ status: OperatorStatus; enrolled: boolean } | undefined>;
  setRole(userId: string, role: OperatorRole): Promise<void>;
  setStatus(userId: string, status: OperatorStatus): Promise<void>;
  /** The operator of a live session (not revoked, before its end, used within the idle limit), touching it. */
  useSession(tokenHash: string, now: Date, idleSince: Date): Promise<Operator | undefined>;
  /** Ends one session; the user id of the operator whose live session it was, or undefined. */
  revokeSession(tokenHash: string, now: Date): Promise<string | undefined>;
  revokeSessionsOf(userId: string, now: Date): Promise<void>;
}

/** An admin session to open: only the token's hash is stored. */
export interface NewAdminSession {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

export const ADMIN_SESSION_MAX_AGE_SECONDS = 12 * 3600;
export const ADMIN_SESSION_IDLE_SECONDS = 30 * 60;
export const INVITE_VALID_SECONDS = 72 * 3600;
export const TOTP_MAX_FAILURES = 5;
export const TOTP_LOCK_SECONDS = 15 * 60;
const TOTP_ISSUER = "Kupi";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");
/** Invite links and admin session tokens are base64url of 32 bytes; nothing else is looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** Where a request stands with the console: what a page or route does next. */
export type OperatorAccess =
  | { ok: true; operator: Operator }
  | Failure<"signInRequired"> // no admin session (may be an operator who has not given a code yet)
  | Failure<"forbidden">; // a buyer, a disabled operator, or a role without the permission

export type TotpResult =
  | { ok: true; sessionToken: string; operator: Operator }
  | Failure<"notOperator">
  | Failure<"codeInvalid">
  | Failure<"locked", { minutes: number }>;

export interface AdminUseCases {
  /**
   * The one role check: an admin session's operator with `permission` (null: any operator), or why
   * not. `buyerId`, the request's signed-in shop user, tells a buyer (forbidden) from a stranger.
   */
  authorize(sessionToken: string | undefined, permission: Permission | null, buyerId?: string): Promise<OperatorAccess>;
  /** The operator behind a signed-in buyer (bootstrapping the configured admin), for sign-in and enrolment. */
  operatorOfUser(userId: string): Promise<Operator | undefined>;
  /** The secret to enrol, as text and as an otpauth:// URI; undefined once enrolled. */
  enrolment(operator: Operator): Promise<{ secret: string; uri: string } | undefined>;
  /**
   * Checks a TOTP code (enrolment or sign-in) and opens an admin session on success. Every attempt
   * of an operator is audited, a wrong one too (never the code typed).
   */
  verifyTotp(userId: string, code: string, context?: AccessContext): Promise<TotpResult>;
  /** Ends the admin session, audited as the operator's sign-out. */
  signOut(sessionToken: string | undefined, context?: AccessContext): Promise<void>;
  list(): Promise<Operator[]>;
  /** One operator by user id, as they stand (no bootstrapping). */
  find(userId: string): Promise<Operator | undefined>;
  /**
   * Makes an invitation, audited. With `send`, it is also sent to whom it names (an e-mail, a
   * Telegram identity) in `send.language` with the link `send.link` writes from its token; the
   * sending is audited too, and `sending` says what became of it.
   */
  invite(
    by: Operator,
    input: {
      role: OperatorRole;
      email: string | null;
      identity: string | null;
      send?: { link: (token: string) => string; language: Language };
    },
    context?: AccessContext,
  ): Promise<{ token: string; expiresAt: Date; sending?: InviteSending }>;
  findInvite(token: string): Promise<OperatorInvite | undefined>;
  listInvites(): Promise<Array<InviteListing & { state: InviteState }>>;
  /**
   * Takes an invitation back, audited; its link then answers as an invalid invitation. `changed`
   * false when it was revoked, accepted or expired already (a second click, or an acceptance first).
   */
  revokeInvite(by: Operator, inviteId: string, context?: AccessContext): Promise<OperatorChange>;
  acceptInvite(
    token: string,
    userId: string,
    context?: AccessContext,
  ): Promise<
    { ok: true; operator: Operator } | Failure<"inviteInvalid"> | Failure<"inviteNotYours"> | Failure<"alreadyOperator">
  >;
  /** `changed` false when the operator already has the role. */
  changeRole(by: Operator, userId: string, role: OperatorRole, context?: AccessContext): Promise<OperatorChange>;
  /**
   * Another operator's second factor starts over (a lost or replaced phone, a secret that no longer
   * opens): the secret is forgotten, their admin sessions end, and their next sign-in shows a new
   * secret to enrol. Refused for oneself; `changed` false for one with no secret (already reset).
   */
  resetTotp(by: Operator, userId: string, context?: AccessContext): Promise<OperatorChange>;
  /** Refused for oneself (someone must stay able to undo it); `changed` false when already so. */
  setDisabled(by: Operator, userId: string, disabled: boolean, context?: AccessContext): Promise<OperatorChange>;
  auditOf(subject: string): ReturnType<AuditLog["bySubject"]>;
  /** What operators did about one order, under its own subject or naming it (a compensation). */
  auditOfOrder(orderId: string): ReturnType<AuditLog["aboutOrder"]>;
}

/** An admin's change to another operator: refused for an unknown operator or, where it says so, for oneself. */
export type OperatorChange = { ok: true; changed: boolean } | Failure<"notFound" | "self">;

/** A TOTP check's outcome: a session opened, or the refusal's audit action (and the lock's minutes). */
type TotpOutcome =
  | "ok"
  | {
      refused: "operator.totpFailed" | "operator.totpLocked" | "operator.totpWhileLocked";
      locked?: number;
      after: Record<string, unknown>;
    };

/** What a request adds to an audit entry. */
export interface AccessContext {
  requestId?: string;
}

export function createAdminUseCases(deps: {
  operators: OperatorRepository;
  audit: AuditLog;
  /** The configured bootstrap admin's identity (ADMIN_BOOTSTRAP_IDENTITY), if any. */
  bootstrap: { provider: string; subject: string } | undefined;
  /** Where invitations are sent; without it, none is (the link is copied by hand). */
  invites?: InviteDeliveryDeps;
  now?: () => Date;
}): AdminUseCases {
  const now = deps.now ?? (() => new Date());
  const { operators, audit } = deps;

  async function operatorOfUser(userId: string): Promise<Operator | undefined> {
    if (deps.bootstrap && (await operators.bootstrapAdmin(userId, deps.bootstrap))) {
      await audit.append({
        operatorId: null,
        action: "operator.bootstrapped",
        subject: userSubject(userId),
        after: { role: "admin", status: "active" },
      });
    }
    return operators.find(userId);
  }

  return {
    async authorize(sessionToken, permission, buyerId) {
      const at = now();
      const operator =
        sessionToken && TOKEN_SHAPE.test(sessionToken)
          ? await operators.useSession(
              hashToken(sessionToken),
              at,
              new Date(at.getTime() - ADMIN_SESSION_IDLE_SECONDS * 1000),
            )
          : undefined;
      if (!operator) {
        // A signed-in buyer who is no operator is refused outright; anyone else may still sign in.
        if (buyerId) {
          const asOperator = await operatorOfUser(buyerId);
          if (!asOperator || asOperator.status === "disabled") return failure("forbidden");
        }
        return failure("signInRequired");
      }
      if (operator.status === "disabled") return failure("forbidden");
      if (permission && !can(operator.role, permission)) return failure("forbidden");
      return { ok: true, operator };
    },

    operatorOfUser,

    async enrolment(operator) {
      if (operator.totpEnrolled || operator.status === "disabled") return undefined;
      const secret = await operators.pendingTotpSecret(operator.userId, generateTotpSecret());
      if (!secret) return undefined;
      return {
        secret,
        uri: otpauthUri(secret, operator.email ?? operator.displayName ?? operator.userId, TOTP_ISSUER),
      };
    },

    async verifyTotp(userId, code, context) {
      const operator = await operators.find(userId);
      if (!operator) return failure("notOperator");
      if (operator.status === "disabled") {
        // A disabled operator's shop account is still trying the console: worth knowing.
        await audit.append({
          operatorId: userId,
          action: "operator.totpFailed",
          subject: userSubject(userId),
          after: { status: "disabled" },
          requestId: context?.requestId ?? null,
        });
        return failure("notOperator");
      }
      const at = now();
      const sessionToken = newToken();
      const session: NewAdminSession = {
        tokenHash: hashToken(sessionToken),
        createdAt: at,
        expiresAt: new Date(at.getTime() + ADMIN_SESSION_MAX_AGE_SECONDS * 1000),
      };
      const outcome = await operators.withTotpState<TotpOutcome>(userId, (state) => {
        if (!state.secret) return { result: { refused: "operator.totpFailed", after: { enrolment: "none" } } };
        if (state.lockedUntil && state.lockedUntil > at) {
          const minutes = Math.ceil((state.lockedUntil.getTime() - at.getTime()) / 60_000);
          return {
            result: { refused: "operator.totpWhileLocked", locked: minutes, after: { lockedUntil: state.lockedUntil } },
          };
        }
        const step = matchTotpStep(state.secret, code, at, state.lastStep);
        if (step !== undefined) {
          return {
            update: {
              confirmed: true,
              lastStep: step,
              failedAttempts: 0,
              lockedUntil: null,
              ...(operator.status === "invited" ? { status: "active" as const } : {}),
            },
            session,
            result: "ok" as const,
          };
        }
        // A right code used a moment ago (a double submit) is refused but is no guess: it does not count.
        if (matchTotpStep(state.secret, code, at, null) !== undefined)
          return { result: { refused: "operator.totpFailed", after: { reused: true } } };
        const failedAttempts = state.failedAttempts + 1;
        if (failedAttempts >= TOTP_MAX_FAILURES) {
          const lockedUntil = new Date(at.getTime() + TOTP_LOCK_SECONDS * 1000);
          return {
            update: { failedAttempts: 0, lockedUntil },
            result: { refused: "operator.totpLocked", locked: TOTP_LOCK_SECONDS / 60, after: { lockedUntil } },
          };
        }
        return { update: { failedAttempts }, result: { refused: "operator.totpFailed", after: { failedAttempts } } };
      });
      if (outcome === undefined) return failure("notOperator");
      if (outcome !== "ok") {
        // Someone holding the operator's shop session is guessing, or the operator mistyped: either
        // way the console's audit says so (what was typed stays out of it).
        await audit.append({
          operatorId: userId,
          action: outcome.refused,
          subject: userSubject(userId),
          after: outcome.after,
          requestId: context?.requestId ?? null,
        });
        return outcome.locked === undefined ? failure("codeInvalid") : failure("locked", { minutes: outcome.locked });
      }
      await audit.append({
        operatorId: userId,
        action: operator.totpEnrolled ? "operator.signIn" : "operator.totpEnrolled",
        subject: userSubject(userId),
        requestId: context?.requestId ?? null,
      });
      return { ok: true, sessionToken, operator: (await operators.find(userId)) ?? operator };
    },

    async signOut(sessionToken, context) {
      if (!sessionToken || !TOKEN_SHAPE.test(sessionToken)) return;
      const userId = await operators.revokeSession(hashToken(sessionToken), now());
      // Only a session this call ended: signing out twice, or with a stale cookie, is no event.
      if (userId)
        await audit.append({
          operatorId: userId,
          action: "operator.signedOut",
          subject: userSubject(userId),
          requestId: context?.requestId ?? null,
        });
    },

    list: () => operators.list(),
    find: (userId) => operators.find(userId),

    async invite(by, input, context) {
      const token = newToken();
      const expiresAt = new Date(now().getTime() + INVITE_VALID_SECONDS * 1000);
      const email = input.email?.trim().toLowerCase() || null;
      const id = await operators.createInvite({
        tokenHash: hashToken(token),
        role: input.role,
        email,
        identity: input.identity,
        expiresAt,
        createdBy: by.userId,
      });
      await audit.append({
        operatorId: by.userId,
        action: "operator.invited",
        subject: `invite:${id}`,
        after: { role: input.role, email, identity: input.identity, expiresAt },
        requestId: context?.requestId ?? null,
      });
      if (!input.send) return { token, expiresAt };
      const sending = await sendInvite(
        deps.invites ?? { senders: {}, compose: () => ({ subject: "", text: "" }) },
        { id, role: input.role, email, identity: input.identity, url: input.send.link(token) },
        input.send.language,
      );
      // Whether the invitee was told matters when they say they never got it: the audit says so.
      await audit.append({
        operatorId: by.userId,
        action: "operator.inviteSent",
        subject: `invite:${id}`,
        after: { ...sending, language: input.send.language },
        requestId: context?.requestId ?? null,
      });
      return { token, expiresAt, sending };
    },

    async findInvite(token) {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      return operators.findInvite(hashToken(token), now());
    },

    async listInvites() {
      const at = now();
      return (await operators.listInvites(INVITES_LISTED)).map((invite) => ({
        ...invite,
        state: inviteState(invite, at),
      }));
    },

    async revokeInvite(by, inviteId, context) {
      // Revoked already, accepted or expired: nothing this call did, so nothing is audited.
      const outcome = await operators.revokeInvite(inviteId, by.userId, now(), (revoked) => ({
        operatorId: by.userId,
        action: "operator.inviteRevoked",
        subject: `invite:${revoked.id}`,
        before: { state: "open" },
        after: { state: "revoked", role: revoked.role, email: revoked.email, identity: revoked.identity },
        requestId: context?.requestId ?? null,
      }));
      if (!outcome) return failure("notFound");
      return { ok: true, changed: outcome.revoked };
    },

    async acceptInvite(token, userId, context) {
      if (!TOKEN_SHAPE.test(token)) return failure("inviteInvalid");
      const invite = await operators.findInvite(hashToken(token), now());
      if (!invite) return failure("inviteInvalid");
      const mine = await operators.userIdentities(userId);
      const matches =
        (invite.email !== null && mine.emails.includes(invite.email)) ||
        (invite.identity !== null && mine.identities.includes(invite.identity));
      if (!matches) return failure("inviteNotYours");
      // An invitation changes nobody who is an operator already (a role changes on the operators'
      // page); it stays unused.
      if (await operators.find(userId)) return failure("alreadyOperator");
      const accepted = await operators.acceptInvite(hashToken(token), userId, now());
      if (!accepted) return failure("inviteInvalid");
      await audit.append({
        operatorId: userId,
        action: "operator.inviteAccepted",
        subject: userSubject(userId),
        after: { role: accepted.role, invite: accepted.id },
        requestId: context?.requestId ?? null,
      });
      const operator = await operators.find(userId);
      return operator ? { ok: true, operator } : failure("inviteInvalid");
    },

    async changeRole(by, userId, role, context) {
      const target = await operators.find(userId);
      if (!target) return failure("notFound");
      if (target.role === role) return { ok: true, changed: false };
      await operators.setRole(userId, role);
      await audit.append({
        operatorId: by.userId,
        action: "operator.roleChanged",
        subject: userSubject(userId),
        before: { role: target.role },
        after: { role },
        requestId: context?.requestId ?? null,
      });
      return { ok: true, changed: true };
    },

    async resetTotp(by, userId, context) {
      // Resetting one's own would only end one's own session: the console is for someone else's.
      if (userId === by.userId) return failure("self");
      const before = await operators.resetTotp(userId, now());
      if (!before) return (await operators.find(userId)) ? { ok: true, changed: false } : failure("notFound");
      await audit.append({
        operatorId: by.userId,
        action: "operator.totpReset",
        subject: userSubject(userId),
        before: { status: before.status, totpEnrolled: before.enrolled },
        after: { status: before.status === "active" ? "invited" : before.status, totpEnrolled: false },
        requestId: context?.requestId ?? null,
      });
      return { ok: true, changed: true };
    },

    async setDisabled(by, userId, disabled, context) {
      const target = await operators.find(userId);
      // An admin cannot lock themself out: someone must stay able to undo it.
      if (!target) return failure("notFound");
      if (userId === by.userId) return failure("self");
      const status: OperatorStatus = disabled ? "disabled" : target.totpEnrolled ? "active" : "invited";
      if (status === target.status) return { ok: true, changed: false };
      await operators.setStatus(userId, status);
      if (disabled) await operators.revokeSessionsOf(userId, now());
      await audit.append({
        operatorId: by.userId,
        action: disabled ? "operator.disabled" : "operator.enabled",
        subject: userSubject(userId),
        before: { status: target.status },
        after: { status },
        requestId: context?.requestId ?? null,
      });
      return { ok: true, changed: true };
    },

    auditOf: (subject) => audit.bySubject(subject),
    auditOfOrder: (orderId) => audit.aboutOrder(orderId),
  };
}

/** A sign-in identity as ADMIN_BOOTSTRAP_IDENTITY and invites write it: "google:1098…", "telegram:12345". */
export const IDENTITY_PATTERN = /^(test|google|facebook|telegram|whatsapp):\S{1,100}$/;

/** "provider:subject" as ADMIN_BOOTSTRAP_IDENTITY and invites write it. */
export function parseIdentity(value: string): { provider: string; subject: string } | undefined {
  const match = /^([a-z]+):(.+)$/.exec(value.trim());
  return match ? { provider: match[1]!, subject: match[2]! } : undefined;
}
