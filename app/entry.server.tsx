import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "./lib/csp-nonce";
import { InlineStylesheetContext } from "./lib/inline-stylesheet";
import { stylesheetText } from "./lib/stylesheet-text.server";
import stylesHref from "./styles/app.css?url";
import { requestScope } from "./context";

// The server sets the request scope under this very key (server/pages.ts): see app/context.ts.
export { requestScope };

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, with these changes: every inline script it and React stream (the router's
 * context, hydration data, Suspense swaps) carries this answer's CSP nonce (server/pages.ts sets the
 * header), the root layout is given the stylesheet's text to send inline, and render errors go to the
 * request's logger.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestScope).cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // The answer is gathered whole either way (below); for a bot it waits for every boundary before
    // the first byte is collected, as React Router's own entry does, and its status is final then.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <InlineStylesheetContext.Provider value={stylesheetText(stylesHref)}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesheetContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // React moves a finished Suspense boundary out of place (a hidden copy at the end of the page,
        // swapped in by a script up to 300 ms after the first paint) once the page so far exceeds this
        // many bytes, to let a stream paint early. Our pages pass it in the head alone (the inline
        // stylesheet), and the answer is sent whole anyway: every boundary stays where it belongs.
        // Outlined, the order page's rating prompt pushed the order's details down after the first
        // paint (Lighthouse's CLS 0.062, issue 15).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The page is gathered whole and answered as one buffer: no page waits on data after its
          // shell (no deferred loaders), and one buffer is compressed in one call where a stream paid
          // the compressor and the web-stream plumbing per chunk (issue 15, bench/README.md).
          const status = responseStatusCode;
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell itself reject above and are logged by React Router.
          if (shellRendered)
            loadContext.get(requestScope).log.error({ err: error }, "page render failed while streaming");
        },
      },
    );
  });
}

/**
 * Errors React Router meets outside a render: a request it answers with a 4xx (a POST to a page
 * without a form) is a visitor's mistake, logged as info; anything else goes to the request's logger
 * as an error (never to the console, where it would lose the request id).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const status = isRouteErrorResponse(error) ? error.status : (error as { status?: number })?.status;
  const { log } = context.get(requestScope);
  if (typeof status === "number" && status < 500) log.info({ status }, "page request refused");
  else log.error({ err: error }, "page request failed");
};
