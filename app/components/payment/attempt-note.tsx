import { useRef } from "react";
import { useSearchParams } from "react-router";
import { isProviderReturn } from "../../../core/orders/provider-return";
import type { UnpaidAttemptNote } from "../../../core/orders/attempt-note";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { paymentMethodLabel } from "../../lib/payment-label";
import { showStep, useStepChange } from "../../lib/show-step";

/** Why the last try ended unpaid, with the method it was made with (null: one retired since). */
export interface LastAttemptView {
  status: UnpaidAttemptNote["status"];
  method: PaymentMethod | null;
  /** Which try of the order it was: a second decline of the same card is news again. */
  attempt: number;
}

export function lastAttemptView(
  note: UnpaidAttemptNote | null,
  methods: PaymentMethod[],
  attempt: number,
): LastAttemptView | null {
  return note
    ? { status: note.status, method: methods.find((method) => method.id === note.method) ?? null, attempt }
    : null;
}

/** The note's id: the pay step's heading is described by it, so the focus that lands there reads it. */
export const ATTEMPT_NOTE_ID = "attempt-note";

/**
 * Why the last try at the provider ended unpaid (declined, expired, canceled), beside the button
 * that tries again, and said to a screen reader as it appears. A new one (a decline while the page
 * is open, or the answer waiting on the page the provider sent the buyer back to) takes the buyer to
 * the pay step: its heading focused, the note and the button in sight.
 */
export function AttemptNote({ attempt }: { attempt: LastAttemptView | null }) {
  const { t } = useI18n();
  const note = useRef<HTMLParagraphElement>(null);
  const [query] = useSearchParams();
  const key = attempt ? `${attempt.attempt}:${attempt.status}` : null;
  useStepChange(
    key,
    () => {
      if (attempt) showStep(note.current?.closest("section") ?? null);
    },
    // On the page the provider sent the buyer back to, its answer is news even when it came first.
    isProviderReturn(query) ? "before the provider's answer" : key,
  );
  if (!attempt) return null;
  return (
    <p ref={note} id={ATTEMPT_NOTE_ID} className="field__error" role="alert" data-testid="attempt-note">
      {t(`payment.attempt.${attempt.status}`, {
        method: attempt.method ? paymentMethodLabel(t, attempt.method).name : t("summary.payment"),
      })}
    </p>
  );
}
