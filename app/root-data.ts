import { useRouteLoaderData } from "react-router";
import type { Locale } from "../core/locales";
import type { ShopDetails } from "../core/shop";
import type { LoaderMessages } from "../i18n/packed-messages";

/** What the root loader gives every page. */
export interface RootData {
  locale: Locale;
  /** The shell's messages (header, footer, sign-in, errors); each page's loader sends its own. */
  messages: LoaderMessages;
  testMode: boolean;
  /** The floating support widget stays hidden: the shop is inside the mobile app (core/support/hide-support.ts). */
  supportHidden: boolean;
  /** The operator's details in this page's market: its contacts, social accounts and legal name. */
  shop: ShopDetails;
  /** Origin for canonical and hreflang links. */
  origin: string;
  /** The signed-in buyer, on a page rendered for this visitor alone; read it with useViewer(). */
  user: { name: string | null } | null;
  /**
   * The page is shared by every visitor (the page cache) and names nobody: the browser asks
   * GET /auth/session who is signed in (app/lib/viewer.tsx).
   */
  askSession: boolean;
  /** Public facts of the configured sign-in providers (no secrets). */
  facebook: { appId: string; dialogUrl: string } | null;
  google: boolean;
  /** Telegram's OIDC flow, or else its login widget for this bot, when configured. */
  telegram: { kind: "oidc" } | { kind: "widget"; bot: string } | null;
  /** WhatsApp codes can reach phones (or test mode shows them). */
  whatsapp: boolean;
  /** The build this page was rendered by: the tab compares it with /builds/latest.json. */
  buildId: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root");
}
