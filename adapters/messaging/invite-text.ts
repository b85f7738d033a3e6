import type { InviteComposer } from "../../core/admin/invite-delivery";
import { serverTranslator } from "../../i18n/catalog";

/** An invitation in the inviting admin's console language: its role, its link, how long it holds. */
export const composeInvite: InviteComposer = (invite, language) => {
  const t = serverTranslator(language);
  const role = t(`admin.role.${invite.role}`);
  return { subject: t("admin.inviteMailSubject"), text: t("admin.inviteMailText", { role, link: invite.url }) };
};
