import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { withoutLandingParams } from "../core/attribution";

// React Router's own client entry, with one step before it: the server rendered this page for its
// address without a landing link's parameters (utm_*, partner ids, ad networks' click ids; their
// attribution is already in a cookie, server/pages.ts), so the address bar drops them too. The
// router then starts where the page was rendered for, and a link shared from it carries no campaign.
const here = window.location.pathname + window.location.search;
const clean = withoutLandingParams(here);
if (clean !== here) window.history.replaceState(window.history.state, "", clean + window.location.hash);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
