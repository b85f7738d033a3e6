import { useState, useSyncExternalStore } from "react";
import { callApi } from "../../lib/api-client";
import { useI18n } from "../../i18n/i18n-context";

type State = "idle" | "asking" | "on" | "denied" | "failed";

const never = () => () => undefined;
/** Whether this browser can receive pushes: known only in the browser, so the server renders no button. */
const canPush = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The VAPID key as PushManager.subscribe takes it: the URL-safe base64 of a P-256 point, as bytes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(key.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * "Notify me when it arrives" ("of what happens next" once the delivery has failed: a refund or,
 * after support's correction, the item may come): asks the browser's permission only when tapped,
 * subscribes through the service worker (app/lib/service-worker.ts registers it) and hands the
 * subscription to the shop for this order. Shown only where the browser can receive pushes and the
 * shop sends them.
 */
export function NotifyButton({ orderId, pushKey, failed }: { orderId: string; pushKey: string; failed: boolean }) {
  const { t, locale } = useI18n();
  const supported = useSyncExternalStore(never, canPush, () => false);
  const [asked, setState] = useState<State>("idle");
  const [endpoint, setEndpoint] = useState<string | null>(null);
  if (!supported) return null;
  const state: State = asked === "idle" && Notification.permission === "denied" ? "denied" : asked;

  const subscribe = async () => {
    setState("asking");
    try {
      if ((await Notification.requestPermission()) !== "granted") return setState("denied");
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(pushKey),
      });
      const json = subscription.toJSON();
      await callApi("subscribePush", {
        params: { id: orderId },
        body: {
          endpoint: subscription.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
          locale,
        },
        locale,
      });
      setEndpoint(subscription.endpoint);
      setState("on");
    } catch {
      setState("failed");
    }
  };

  const stop = async () => {
    if (endpoint)
      await callApi("unsubscribePush", { params: { id: orderId }, body: { endpoint }, locale }).catch(() => null);
    setState("idle");
  };

  return (
    <div className="notify" role="status">
      {state === "on" ? (
        <>
          <p className="muted">{t("notify.on")}</p>
          <button type="button" className="button button--ghost" onClick={() => void stop()}>
            {t("notify.stop")}
          </button>
        </>
      ) : state === "denied" ? (
        <p className="muted">{t("notify.denied")}</p>
      ) : (
        <>
          <button
            type="button"
            className="button button--ghost"
            disabled={state === "asking"}
            onClick={() => void subscribe()}
          >
            {t(failed ? "notify.buttonNext" : "notify.button")}
          </button>
          {state === "failed" ? <p className="field__error">{t("notify.failed")}</p> : null}
        </>
      )}
    </div>
  );
}
