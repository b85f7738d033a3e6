import { useEffect } from "react";
import { UNAUTHORIZED_EVENT } from "../lib/api-client";
import { useViewer } from "../lib/viewer";

/**
 * A 401 while signed in signs the browser out. The session was ended elsewhere (logout on
 * another device, account deleted): clear the cookie and show the page as a guest sees it.
 */
export function SessionGuard() {
  const signedIn = Boolean(useViewer());
  useEffect(() => {
    if (!signedIn) return;
    const signOut = () => {
      void fetch("/backend/api/auth/logout", { method: "POST", credentials: "same-origin" }).finally(() =>
        window.location.reload(),
      );
    };
    window.addEventListener(UNAUTHORIZED_EVENT, signOut);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, signOut);
  }, [signedIn]);
  return null;
}
