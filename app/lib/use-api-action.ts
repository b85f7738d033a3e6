import { useState } from "react";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/id";
import { ApiError } from "./api-client";

/**
 * One write to the API from a button: busy while it runs, and on failure the server's translated
 * message (or `fallback` when the server gave none, e.g. the network failed). `stayBusy` keeps the
 * button disabled after success, for actions that leave the page.
 */
export function useApiAction(fallback: MessageKey) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<"stayBusy" | void>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      if ((await action()) === "stayBusy") return;
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t(fallback));
    }
    setBusy(false);
  }

  return { busy, error, setError, run };
}
