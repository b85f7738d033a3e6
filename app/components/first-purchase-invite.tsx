import { useEffect, useRef } from "react";
import { INVITE_SEEN_COOKIE, INVITE_SEEN_MAX_AGE_SECONDS, serializeCookie } from "../../core/cookies";
import { useI18n } from "../i18n/i18n-context";

/**
 * The first-purchase modal: after a guest's order is paid, invite them to sign up, because
 * that order earned no cashback and the next one could. "Sign up" opens the header's sign-in dialog.
 */
export function FirstPurchaseInvite() {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    // Shown once: a later visit to a thank-you page (a reload, the next order) does not ask again.
    document.cookie = serializeCookie(INVITE_SEEN_COOKIE, "1", { maxAgeSeconds: INVITE_SEEN_MAX_AGE_SECONDS });
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="invite-title" data-testid="first-purchase-invite">
      <h2 id="invite-title">{t("invite.title")}</h2>
      <p>{t("invite.text")}</p>
      <button
        type="button"
        className="button button--primary dialog__action"
        onClick={() => {
          dialog.current?.close();
          document.querySelector<HTMLButtonElement>('[data-testid="sign-in"]')?.click();
        }}
      >
        {t("invite.signUp")}
      </button>
      <button type="button" className="button button--ghost dialog__action" onClick={() => dialog.current?.close()}>
        {t("invite.later")}
      </button>
    </dialog>
  );
}
