import { lazyPart } from "./lazy-part";

// The parts of every page's frame that wait for the buyer, loaded after the page's first download.

/** The floating support button and its channels, opened by a tap. */
export const LazySupportWidget = lazyPart(() => import("./support-widget").then((module) => module.SupportWidget));

/** The offer to reload once a newer build is out: it checks every few minutes, never at once. */
export const LazyUpdateBanner = lazyPart(() => import("./update-banner").then((module) => module.UpdateBanner));

/** The header's language menu: links in a `<details>`, which open and follow without the code. */
export const LazyLocaleSwitcher = lazyPart(() => import("./locale-switcher").then((module) => module.LocaleSwitcher));

/** The sign-in dialog's methods, shown once the buyer opens the dialog. */
export const LazySignInMethods = lazyPart(() => import("./sign-in-methods").then((module) => module.SignInMethods));
