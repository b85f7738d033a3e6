import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "./lib/csp-nonce";
import { InlineStylesheetContext } from "./lib/inline-stylesheet";
import { stylesheetText } from "./lib/stylesheet-text.server";
import stylesHref from "./styles/app.css?url";
import { requestScope } from "./context";

// The server sets the request scope under this very key (server/pages.ts): see app/context.ts.
export { requestScope };

/** How long React Router keeps a loader's pending promise open; the render is given a second more. */
export const streamTimeout = 5_000;

/**
 * React Router's Node entry, on public API only: React's streaming renderer with React Router's
 * `ServerRouter`, read whole (`onAllReady`) into one buffer that goes back in the Response. Every
 * inline script it writes (the router's context and hydration data) carries this answer's CSP nonce
 * (server/pages.ts sets the header), the root layout is given the stylesheet's text to send inline,
 * and a part that failed goes to the request's logger.
 *
 * No page waits on data after its shell (no deferred loaders) and the server's lazy components
 * resolve at once (app/lib/lazy-component.ts), so waiting for everything costs nothing, and one
 * buffer is what a cache keeps and the compressor takes in one piece (docs/decisions/040-pages-on-public-api.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> | Response {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const scope = loadContext.get(requestScope);
  const nonce = scope.cspNonce;
  return new Promise((resolve, reject) => {
    let partFailed = false;
    // A part that never arrives is given up on, and rendered by the browser.
    const timer = setTimeout(() => abort(), streamTimeout + 1_000);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        let status = responseStatusCode;
        if (partFailed) {
          // React writes that part for the browser to render: the page says so by its status (no
          // cache keeps it) and the log.
          status = 500;
          scope.log.error({ status: responseStatusCode }, "a part of the page failed to render on the server");
        }
        responseHeaders.set("Content-Type", "text/html");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <InlineStylesheetContext.Provider value={stylesheetText(stylesHref)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // The page is read whole, so nothing is gained by sending a finished part apart from its place:
        // past this many bytes React would move a Suspense boundary's content to the end of the page,
        // to be swapped in by a script after the first paint (a layout shift, and different text before
        // hydration).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          pipe(sink);
        },
        // A shell that throws rejects here, and React Router renders the error page instead.
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError() {
          partFailed = true;
        },
      },
    );
  });
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
