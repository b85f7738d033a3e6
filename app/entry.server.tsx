import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToString } from "react-dom/server";
import { CspNonceContext } from "./lib/csp-nonce";
import { InlineStylesheetContext } from "./lib/inline-stylesheet";
import { settleHandoff } from "./lib/router-handoff.server";
import { stylesheetText } from "./lib/stylesheet-text.server";
import stylesHref from "./styles/app.css?url";
import { requestScope } from "./context";

// The server sets the request scope under this very key (server/pages.ts): see app/context.ts.
export { requestScope };

/**
 * What React's synchronous renderer writes for a Suspense boundary it could not render (a part that
 * threw, or suspended): the browser renders that part alone when it hydrates.
 */
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";
/** Its tail is searched for first: "<" begins a page's every tag, "$" is rare (40 µs against 1 on a game page). */
const BOUNDARY_TAIL = Buffer.from(CLIENT_RENDERED_BOUNDARY.slice(CLIENT_RENDERED_BOUNDARY.indexOf("$")));
const BOUNDARY_HEAD = Buffer.from(CLIENT_RENDERED_BOUNDARY.slice(0, CLIENT_RENDERED_BOUNDARY.indexOf("$")));

/** Whether a rendered page holds a boundary React left to the browser. */
function hasClientRenderedBoundary(page: Buffer): boolean {
  for (let at = page.indexOf(BOUNDARY_TAIL); at !== -1; at = page.indexOf(BOUNDARY_TAIL, at + 1)) {
    const head = at - BOUNDARY_HEAD.length;
    if (head >= 0 && page.compare(BOUNDARY_HEAD, 0, BOUNDARY_HEAD.length, head, at) === 0) return true;
  }
  return false;
}

/**
 * React Router's Node entry, rendering each page whole in one synchronous pass: every inline script
 * it writes (the router's context and hydration data) carries this answer's CSP nonce (server/pages.ts
 * sets the header), the root layout is given the stylesheet's text to send inline, and a part that
 * failed goes to the request's logger.
 *
 * No page waits on data after its shell (no deferred loaders), the server's lazy components resolve
 * at once (app/lib/lazy-component.ts), and the answer is sent as one buffer, compressed in one call:
 * React's streaming renderer only added cost. It copied every piece of markup (a tag's name, an
 * attribute) into 2 KB buffers and handed those to a stream, a large share of an uncached game
 * page's CPU; the synchronous one joins strings (decision 029). Both write the same HTML but
 * for the doctype, which the synchronous one leaves to its caller. React Router's hand-off of the
 * loader data is read whole first, so its scripts render in place (app/lib/router-handoff.server.ts).
 * The page's bytes are handed to the server on the request scope (`rendered`), beside the Response.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const scope = loadContext.get(requestScope);
  const nonce = scope.cspNonce;
  await settleHandoff(routerContext);
  // A shell that throws rejects here, and React Router renders the error page instead.
  const html = renderToString(
    <CspNonceContext.Provider value={nonce}>
      <InlineStylesheetContext.Provider value={stylesheetText(stylesHref)}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStylesheetContext.Provider>
    </CspNonceContext.Provider>,
  );
  // Bytes, not the string: a Response would first copy a string's every character to check it (undici's
  // toUSVString), where the UTF-8 bytes are made at once and searched without a copy. They go to the
  // server beside the Response, not in it: undici copied them into the Response and the server read
  // them back out through a web stream, measurable on an uncached game page (decision 029).
  const body = Buffer.from(`<!DOCTYPE html>${html}`);
  let status = responseStatusCode;
  if (hasClientRenderedBoundary(body)) {
    // React reports nothing of it: the page says so by its status (no cache keeps it) and the log.
    status = 500;
    scope.log.error({ status: responseStatusCode }, "a part of the page failed to render on the server");
  }
  responseHeaders.set("Content-Type", "text/html");
  const response = new Response(null, { headers: responseHeaders, status });
  scope.rendered = { response, body };
  return response;
}

/**
 * Errors React Router meets outside a render: a request it answers with a 4xx (a POST to a page
 * without a form) is a visitor's mistake, logged as info; anything else goes to the server, which
 * logs it on the request's logger (never the console, where it would lose the request id) by its
 * cause.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const status = isRouteErrorResponse(error) ? error.status : (error as { status?: number })?.status;
  const scope = context.get(requestScope);
  if (typeof status === "number" && status < 500) scope.log.info({ status }, "page request refused");
  else scope.failed(error);
};
