import type { MiddlewareFunction } from "react-router";
import { ATTRIBUTION_COOKIE, attributionFromUrl, encodeAttribution } from "../../core/attribution";
import { requestScope } from "../context";
import { serializeCookie } from "./cookies";

/**
 * Remembers the campaign or partner of a landing link (SPEC §9) on whatever page it opens: the root
 * route's middleware adds the cookie to the page's response, redirects included, so a link to any
 * page counts. Orders read it back when they are placed (adapters/http/order-routes.ts).
 */
export const rememberAttribution: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const response = await next();
  const set = attributionFromUrl(new URL(request.url).searchParams, new Date());
  if (set) {
    response.headers.append(
      "Set-Cookie",
      serializeCookie(ATTRIBUTION_COOKIE, encodeAttribution(set.attribution), {
        maxAgeSeconds: set.maxAgeSeconds,
        httpOnly: true,
        secure: context.get(requestScope).services.config.production,
      }),
    );
  }
  return response;
};
