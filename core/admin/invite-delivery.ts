import type { AlertChannel, AlertSender } from "../alerts/alerts";
import type { Language } from "../locales";
import type { OperatorRole } from "./permissions";

/**
 * An invitation sent to whom it names: an e-mail address by the shop's e-mail sender, a Telegram
 * identity by the bot that sends operators' alerts (a Telegram user's id is their private chat's id
 * with the bot). Any other identity (google:…) has no address to write to: its link is copied by hand.
 */
export type InviteAddress = { channel: AlertChannel; address: string };

export function inviteAddress(invite: { email: string | null; identity: string | null }): InviteAddress | undefined {
  if (invite.email) return { channel: "email", address: invite.email };
  const telegram = invite.identity ? /^telegram:(\d{1,20})$/.exec(invite.identity) : null;
  return telegram ? { channel: "telegram", address: telegram[1]! } : undefined;
}

/** What was done about sending: sent, a channel that did not take it, or nobody to write to. */
export type InviteSending =
  | { sent: true; channel: AlertChannel }
  | { sent: false; channel: AlertChannel; reason: "unconfigured" | "failed" }
  | { sent: false; channel: null; reason: "noAddress" };

/** The words of an invitation in one language: its subject and text, the link in it. */
export type InviteComposer = (
  invite: { role: OperatorRole; url: string },
  language: Language,
) => { subject: string; text: string };

export interface InviteDeliveryDeps {
  /** The channels configured (the alerts' senders: Telegram with its bot token, e-mail). */
  senders: Partial<Record<AlertChannel, AlertSender>>;
  compose: InviteComposer;
}

/** Sends one invitation; never throws (the link stays on the page to copy whatever happens). */
export async function sendInvite(
  deps: InviteDeliveryDeps,
  invite: { id: string; role: OperatorRole; email: string | null; identity: string | null; url: string },
  language: Language,
): Promise<InviteSending> {
  const to = inviteAddress(invite);
  if (!to) return { sent: false, channel: null, reason: "noAddress" };
  const sender = deps.senders[to.channel];
  if (!sender) return { sent: false, channel: to.channel, reason: "unconfigured" };
  const { subject, text } = deps.compose(invite, language);
  try {
    await sender.send({ ...to, language, subject, text, key: `invite:${invite.id}:${to.channel}` });
    return { sent: true, channel: to.channel };
  } catch {
    return { sent: false, channel: to.channel, reason: "failed" };
  }
}
