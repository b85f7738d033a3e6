import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { AGAIN_PARAM } from "../../lib/buy-again";
import { showAction, showStep } from "../../lib/show-step";
import { useViewer } from "../../lib/viewer";
import { BUY_BUTTON_ID, STEP_OF, firstToFix } from "./buy-button";
import type { Purchase } from "./use-purchase";

const PAYMENT_STEP = `#${STEP_OF.payment}`;

/** What tells that the buyer has started on the page themselves: from then on the page stays put. */
const BUYER_MOVES = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/**
 * "Buy again" (decision 065): with `?again=<order>`, the signed-in owner's order fills the game's page
 * with its whole game account and its payment method, where the market still offers it (the item
 * comes with `?sku=`). Once the player check and the quote have answered, the buyer is taken to what
 * is left: the Buy button when nothing is, else the step that needs them. On a phone the Buy button
 * lies thousands of pixels below the account, so without this "buy again" would be a long scroll.
 * A buyer who has already started on the page (a tap, a key, the wheel) is left where they are.
 */
export function useBuyAgain(purchase: Purchase): void {
  const { locale } = useI18n();
  const signedIn = useViewer() !== null;
  const [filled, setFilled] = useState(false);
  const moved = useRef(false);
  const shown = useRef(false);
  const { game, fillAccount, selectPayment, paymentMethods } = purchase;

  useEffect(() => {
    const again = new URLSearchParams(window.location.search).get(AGAIN_PARAM);
    if (!signedIn || !again) return;
    const controller = new AbortController();
    const onMove = () => {
      moved.current = true;
    };
    for (const event of BUYER_MOVES) window.addEventListener(event, onMove, { passive: true, once: true });
    callApi("orderAgain", { params: { id: again }, locale, signal: controller.signal }).then(
      ({ data }) => {
        if (data.game !== game.slug) return;
        fillAccount(data.account);
        if (paymentMethods.some((method) => method.id === data.paymentMethod)) selectPayment(data.paymentMethod);
        setFilled(true);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      for (const event of BUYER_MOVES) window.removeEventListener(event, onMove);
    };
    // The callbacks are new each render; the ask is once per buyer and game.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, game.slug, locale]);

  // Both answers are in for the filled account and item: the blockers are the page's own now.
  const answered =
    filled && purchase.lookupResult !== null && (purchase.quote !== null || purchase.quoteFailed || !purchase.product);
  const first = purchase.blockers[0];
  useEffect(() => {
    if (!answered || shown.current) return;
    shown.current = true;
    if (moved.current) return;
    if (!first) {
      const method = document.querySelector<HTMLElement>(`${PAYMENT_STEP} input:checked`)?.closest("label");
      showAction(document.getElementById(BUY_BUTTON_ID), method);
      return;
    }
    const step = document.getElementById(STEP_OF[first]);
    showStep(step, step && firstToFix(step));
  }, [answered, first]);
}
