import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this page's answer (server/pages.ts makes one per request):
 * React Router's inline scripts carry it, so the policy needs no 'unsafe-inline'. Undefined in the
 * browser, where the scripts already ran.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
