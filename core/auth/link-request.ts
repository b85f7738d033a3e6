import type { SessionOpener } from "./sign-in";

/**
 * Linking another sign-in method to an account (decision 031). A browser can be signed in to an
 * account that is not its user's (someone else's sign-in link opened by mistake), so a sign-in
 * there never links by itself: the owner asks for it on the account page, and only from a session
 * they opened themselves with one of the account's methods a short while ago. The next sign-in within
 * the same window then links; any other sign-in opens the identity's own account.
 */
export const LINK_WINDOW_MS = 10 * 60_000;

export interface SessionFacts {
  openedBy: SessionOpener | null;
  createdAt: Date;
  linkRequestedAt: Date | null;
}

/** Whether this session may ask to link a method: opened by a provider's sign-in, recently. */
export function mayRequestLink(session: SessionFacts, now: Date): boolean {
  return (
    session.openedBy !== null &&
    session.openedBy !== "link" &&
    now.getTime() - session.createdAt.getTime() <= LINK_WINDOW_MS
  );
}

/** Whether a sign-in in this session now links its identity to the session's account. */
export function linkRequested(session: SessionFacts, now: Date): boolean {
  return session.linkRequestedAt !== null && now.getTime() - session.linkRequestedAt.getTime() <= LINK_WINDOW_MS;
}
