import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { accountAsRead, validateAccount, type AccountError } from "../../../core/catalog/account-validation";
import { lookupQuestion, regionMismatch, regionOfAccount } from "../../../core/catalog/player-lookup";
import type { GameDetails, ProductOffer } from "../../../core/catalog/catalog";
import type { ApiAnswer } from "../../../contracts/api";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { ApiError, callApi } from "../../lib/api-client";
import { useQuote } from "./use-quote";

/** The lookup's answer, as the API's contract types it. */
export type LookupResponse = ApiAnswer<"lookupPlayer">["data"];

export type LookupState =
  { state: "idle" } | { state: "checking"; key: string } | { state: "done"; key: string; result: LookupResponse };

/** Why the buyer cannot buy yet, in the order they see it on the page. */
export type Blocker = "account" | "lookup" | "region" | "product" | "firstTopUp" | "limit" | "payment" | "promo";

const LOOKUP_DEBOUNCE_MS = 400;

/**
 * The state of one purchase on a game page or its wizard: the account (validated as the buyer types
 * with the game's own rules), the player check, the chosen item, promo code and payment method.
 */
export function usePurchase(game: GameDetails, paymentMethods: PaymentMethod[], initialSku: string | null) {
  const { locale } = useI18n();
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [lookupState, setLookup] = useState<LookupState>({ state: "idle" });
  // Which account the buyer chose to continue for without a player check: a new account asks again.
  const [acknowledgedFor, setAcknowledgedFor] = useState<string | null>(null);
  const [sku, setSku] = useState<string | null>(
    () =>
      (initialSku && game.products.some((product) => product.sku === initialSku) ? initialSku : null) ??
      game.products.find((product) => product.popular && product.kind === "currency")?.sku ??
      null,
  );
  const [promoCode, setPromoCode] = useState("");
  const [paymentId, setPaymentId] = useState<string | null>(paymentMethods.length === 1 ? paymentMethods[0]!.id : null);
  const [showAllErrors, setShowAllErrors] = useState(false);
  // KupiCoins and gold are two choices: a buyer may keep one balance for later and use the other.
  const [useCashback, setUseCashback] = useState(false);
  const [useGold, setUseGold] = useState(false);
  // For which item and account the buyer ticked "I understand" under the first-top-up warning.
  const [firstTopUpTickedFor, setFirstTopUpTickedFor] = useState<string | null>(null);

  const validation = useMemo(
    () => validateAccount(game.account, { values, confirmed }),
    [game.account, values, confirmed],
  );
  // The account as the order will store it, once whole (the checkbox aside): a first-top-up pack's
  // quote needs it to tell whether this account had the pack before, a limited item's whether the
  // account has reached the publisher's limit.
  const wholeAccount = useMemo(() => {
    const checked = validateAccount(game.account, { values, confirmed: true });
    return checked.ok ? checked.account : null;
  }, [game.account, values]);
  const chosen = game.products.find((candidate) => candidate.sku === sku);
  const asksAccount = Boolean(chosen?.firstTopUpBonus || chosen?.limit);
  const live = useQuote({
    slug: game.slug,
    sku,
    method: paymentId,
    promoCode,
    useCashback,
    useGold,
    account: asksAccount ? wholeAccount : null,
  });
  // The account without the checkbox and, if not chosen yet, without the region: what the player
  // check needs. It asks the question the order asks (lookupQuestion: no region), so choosing the
  // region neither checks the player again nor changes the nickname the order stores.
  const accountCheck = useMemo(
    () => validateAccount(game.account, { values, confirmed: true, forLookup: true }),
    [game.account, values],
  );
  const regionField = game.account.fields.find((field) => field.type === "select" && field.kind === "region")?.name;
  const checkedAccount = accountAsRead(accountCheck);
  const lookupAccount = useMemo(() => lookupQuestion(game.account, checkedAccount), [game.account, checkedAccount]);
  const accountKey = accountCheck.ok ? JSON.stringify(lookupAccount) : null;
  // The region the check filled in for the buyer (shown as such until they pick another).
  const [regionFromLookup, setRegionFromLookup] = useState<string | null>(null);
  const acknowledged = accountKey !== null && acknowledgedFor === accountKey;
  // Without a valid account there is nothing to check, whatever an earlier check left behind.
  const lookup: LookupState = accountKey ? lookupState : { state: "idle" };

  const abort = useRef<AbortController | null>(null);
  useEffect(() => {
    abort.current?.abort();
    if (!accountKey) return;
    const controller = new AbortController();
    abort.current = controller;
    const timer = setTimeout(() => {
      setLookup({ state: "checking", key: accountKey });
      callApi("lookupPlayer", {
        params: { slug: game.slug },
        body: { account: JSON.parse(accountKey) as Record<string, string> },
        locale,
        signal: controller.signal,
      }).then(
        ({ data: result }) => {
          setLookup({ state: "done", key: accountKey, result });
          // No region chosen yet: take the account's own, which the buyer may still change.
          const suggestion = regionOfAccount(game.account, result);
          if (suggestion) {
            setRegionFromLookup(suggestion.suggested);
            setValues((current) =>
              current[suggestion.field] ? current : { ...current, [suggestion.field]: suggestion.suggested },
            );
          }
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A rejected account is shown by the field messages; anything else means the check is unavailable.
          const status = error instanceof ApiError && error.status === 400 ? "idle" : "unavailable";
          if (status === "idle") setLookup({ state: "idle" });
          else
            setLookup({
              state: "done",
              key: accountKey,
              result: {
                status: "unavailable",
                account: JSON.parse(accountKey) as Record<string, string>,
                regionMismatch: null,
              },
            });
        },
      );
    }, LOOKUP_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [accountKey, game.slug, game.account, locale]);

  const product: ProductOffer | null = game.products.find((candidate) => candidate.sku === sku) ?? null;
  // While this item's costs are on their way, what holds each method's place: the last costs known
  // or, before any (the first render), a guess from the item's price. Never shown as figures.
  const methodPlaceholders = useMemo(
    () =>
      live.methodCosts || live.failed || !product
        ? null
        : (live.lastMethodCosts ??
          paymentMethods.map((method) => ({
            id: method.id,
            total: product.price.amount,
            fee: product.price.amount,
            available: product.price.amount >= method.minimum,
          }))),
    [live.methodCosts, live.failed, live.lastMethodCosts, product, paymentMethods],
  );
  const payment = paymentMethods.find((method) => method.id === paymentId) ?? null;
  const lookupResult = lookup.state === "done" && lookup.key === accountKey ? lookup.result : null;
  const accountRegion =
    lookupResult?.status === "found" ? (lookupResult.region ?? null) : (checkedAccount.region ?? null);
  const regionBlocked = Boolean(product?.regionOnly && accountRegion && accountRegion !== product.regionOnly);

  const blockers: Blocker[] = [];
  if (!validation.ok) blockers.push("account");
  else if (
    !lookupResult ||
    lookupResult.status === "not_found" ||
    lookupResult.status === "not_allowed" ||
    (lookupResult.status === "unavailable" && !acknowledged)
  ) {
    blockers.push("lookup");
  }
  // Compared with the region chosen now, not the one sent with the check.
  const mismatch = lookupResult ? (regionMismatch(game.account, checkedAccount, lookupResult) ?? null) : null;
  if (mismatch || regionBlocked) blockers.push("region");
  if (!product) blockers.push("product");
  const firstTopUpRepeat = live.quote?.firstTopUpRepeat ?? null;
  const firstTopUpKey = JSON.stringify([sku, wholeAccount]);
  const firstTopUpTicked = firstTopUpTickedFor === firstTopUpKey;
  if (firstTopUpRepeat && !firstTopUpTicked) blockers.push("firstTopUp");
  // The account has reached the item's publisher limit: the order would be refused at Pay.
  const purchaseLimit = live.quote?.purchaseLimit ?? null;
  if (purchaseLimit) blockers.push("limit");
  if (!payment || (live.quote && !live.quote.methodAvailable)) blockers.push("payment");
  if (live.quote?.promo && !live.quote.promo.valid) blockers.push("promo");

  const fieldError = useCallback(
    (name: string): AccountError | undefined => {
      if (validation.ok) return undefined;
      const error = validation.error.values.fields[name];
      return error && (showAllErrors || touched[name]) ? error : undefined;
    },
    [validation, showAllErrors, touched],
  );

  return {
    game,
    values,
    setValue: (name: string, value: string) => {
      if (name === regionField) setRegionFromLookup(null);
      setValues((current) => ({ ...current, [name]: value }));
    },
    touch: (name: string) => setTouched((current) => ({ ...current, [name]: true })),
    /**
     * A saved game account or an earlier order's, in one tap (decision 065): its fields, ticked as
     * confirmed (the buyer confirmed and paid for this very account before); the player check runs again.
     */
    fillAccount: (account: Record<string, string>) => {
      setRegionFromLookup(null);
      setValues(account);
      setConfirmed(true);
    },
    fieldError,
    confirmed,
    setConfirmed,
    account: accountAsRead(validation),
    lookup,
    lookupResult,
    acknowledged,
    setAcknowledged: (value: boolean) => setAcknowledgedFor(value ? accountKey : null),
    regionBlocked,
    regionMismatch: mismatch,
    /** The region the player check chose, while the buyer keeps it. */
    regionFromLookup:
      regionFromLookup !== null && regionField && values[regionField] === regionFromLookup ? regionFromLookup : null,
    product,
    selectProduct: setSku,
    /** This account already has an order of the chosen first-top-up pack (the quote says so). */
    firstTopUpRepeat,
    /** The buyer ticked "I understand" for this item and account; another one asks again. */
    firstTopUpTicked,
    setFirstTopUpTicked: (ticked: boolean) => setFirstTopUpTickedFor(ticked ? firstTopUpKey : null),
    promoCode,
    setPromoCode: (code: string) => setPromoCode(code.toUpperCase().replace(/\s+/g, "").slice(0, 32)),
    paymentMethods,
    payment,
    selectPayment: setPaymentId,
    blockers,
    quote: live.quote,
    /** Each offered method's fee and total for this item, before the buyer chooses. */
    methodCosts: live.methodCosts,
    methodPlaceholders,
    quoteFailed: live.failed,
    /** The publisher's limit this account has reached for the chosen item (the quote says so), in words. */
    purchaseLimit,
    useCashback,
    setUseCashback,
    useGold,
    setUseGold,
    showAllErrors,
    revealErrors: () => setShowAllErrors(true),
  };
}

export type Purchase = ReturnType<typeof usePurchase>;
