import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accessTokenSetCookies } from "../../core/auth/access-token";
import { FACEBOOK_RETURN_PATH } from "../../core/auth/facebook";
import { OIDC_PROVIDERS, OIDC_RETURN_PATHS, type OidcFlow, type OidcProvider } from "../../core/auth/oidc";
import { cookieValue, serializeCookie } from "../../core/cookies";
import { safeReturnPath } from "../../core/return-path";
import { verifyTelegramLogin } from "../../core/auth/telegram-widget";
import { normalizePhone } from "../../core/contact/phone";
import { marketOf } from "../../core/locales";
import { marketFor } from "../../core/markets";
import type { AppServices } from "../../core/services";
import { SIGN_IN_MESSAGES, WHATSAPP_SEND_MESSAGES, WHATSAPP_VERIFY_MESSAGES } from "../../i18n/sign-in-failures";
import { requestAccessToken } from "./access-token";
import { sendApiError } from "./api-reply";
import { requestLocale } from "./request-locale";
import { contract, typed } from "./contract";
import { refuseOverLimit } from "./rate-limit";

/** Each OIDC provider's flow waits in its own cookie: "oauth_google", "oauth_telegram" (the privacy policy names them). */
const OIDC_FLOW_COOKIE_PREFIX = "oauth_";
const flowCookie = (provider: OidcProvider) => `${OIDC_FLOW_COOKIE_PREFIX}${provider}`;

function oidcFlowOf(provider: OidcProvider, cookieHeader: string | undefined): OidcFlow | undefined {
  const value = cookieValue(cookieHeader, flowCookie(provider));
  if (!value) return undefined;
  try {
    const flow = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<OidcFlow>;
    const strings = [flow.codeVerifier, flow.state, flow.nonce, flow.returnTo];
    return strings.every((item) => typeof item === "string" && item.length > 0 && item.length < 512)
      ? (flow as OidcFlow)
      : undefined;
  } catch {
    return undefined;
  }
}

const stringQuery = (request: FastifyRequest) =>
  new URLSearchParams(
    Object.entries((request.query ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length <= 2048,
    ),
  );

/** Sign-in and the account: what these routes use of the services. */
export type AuthRouteServices = Pick<AppServices, "auth" | "wallet" | "config" | "rateLimits" | "facebook" | "oidc">;

/**
 * Session endpoints: POST /auth/me (the user with gold_amount and cashback_amount) and
 * POST /auth/logout (the token stops working everywhere; the cookie is cleared).
 */
export async function authRoutes(app: FastifyInstance, options: { services: AuthRouteServices }): Promise<void> {
  const { auth, wallet, config, rateLimits } = options.services;
  /** The shop's configured origin, for the redirect URIs the providers must see unchanged. */
  const origin = config.publicOrigin;
  const api = typed(app);

  api.route({
    ...contract("me"),
    handler: async (request, reply) => {
      const user = await auth.currentUser(requestAccessToken(request));
      if (!user) return sendApiError(request, reply, "auth.required");
      const { currency } = marketFor(requestLocale(request));
      const balances = await wallet.balances(user.id, currency);
      return {
        data: {
          id: user.id,
          name: user.displayName,
          email: user.email,
          currency,
          gold_amount: balances.gold.amount,
          cashback_amount: balances.cashback.amount,
        },
      };
    },
  });

  // Catalog pages are one page for every visitor (the page cache, docs/decisions/026-page-cache.md):
  // the browser asks here who is signed in, to name them in the header. A cookie whose session has
  // ended is cleared, as a personal page does.
  api.route({
    ...contract("session"),
    handler: async (request, reply) => {
      const token = requestAccessToken(request);
      const user = token === undefined ? undefined : await auth.currentUser(token);
      reply.header("Cache-Control", "private, no-store");
      if (token !== undefined && !user && request.headers.authorization === undefined)
        reply.header("set-cookie", accessTokenSetCookies("", config.production));
      return { data: { user: user ? { name: user.displayName } : null } };
    },
  });

  // Telegram: with `code`, the return of its OpenID Connect flow; otherwise the login widget's fields,
  // signed with our bot token.
  api.route({
    ...contract("telegramCallback"),
    handler: async (request, reply) => {
      if (stringQuery(request).has("code")) return finishOidc("telegram", request, reply);
      const botToken = config.providers.telegramBotToken;
      if (!botToken) return sendApiError(request, reply, "auth.providerUnavailable");
      if (await refuseOverLimit(rateLimits, request, reply, "signIn")) return reply;
      const fields = Object.fromEntries(
        Object.entries(request.query).filter(
          (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].length <= 512,
        ),
      );
      const check = verifyTelegramLogin(fields, botToken);
      if (!check.ok) return sendApiError(request, reply, "auth.telegramInvalid");
      const { identity } = check;
      const name = [identity.firstName, identity.lastName].filter(Boolean).join(" ") || identity.username;
      const result = await auth.completeSignIn(
        { provider: "telegram", subject: identity.id, displayName: name, email: null },
        requestAccessToken(request),
      );
      if (!result.ok) return sendApiError(request, reply, SIGN_IN_MESSAGES[result.error.code]);
      reply.header("set-cookie", accessTokenSetCookies(result.accessToken, config.production));
      return { access_token: result.accessToken };
    },
  });

  // Facebook Login: the browser checked the state it stored before sending the code here.
  api.route({
    ...contract("facebookCallback"),
    handler: async (request, reply) => {
      const facebook = options.services.facebook;
      if (!facebook) return sendApiError(request, reply, "auth.providerUnavailable");
      const { code } = request.query;
      if (await refuseOverLimit(rateLimits, request, reply, "signIn")) return reply;
      let identity;
      try {
        identity = await facebook.exchange(code, `${origin}${FACEBOOK_RETURN_PATH}`);
      } catch (error) {
        request.log.warn({ err: error }, "Facebook sign-in failed");
        return sendApiError(request, reply, "auth.signInRefused");
      }
      const result = await auth.completeSignIn(identity, requestAccessToken(request));
      if (!result.ok) return sendApiError(request, reply, SIGN_IN_MESSAGES[result.error.code]);
      reply.header("set-cookie", accessTokenSetCookies(result.accessToken, config.production));
      return { access_token: result.accessToken };
    },
  });

  // Google and Telegram's OIDC flow (a browser redirect starts it). PKCE verifier, state and
  // nonce wait in a short-lived HttpOnly cookie until the provider sends the browser back to the
  // shop's return page, which hands the query to the callback.
  api.route({
    ...contract("oauthRedirect"),
    handler: async (request, reply) => {
      const provider = request.params.provider as OidcProvider;
      const login = OIDC_PROVIDERS.includes(provider) ? options.services.oidc[provider] : undefined;
      if (!login) return sendApiError(request, reply, "auth.providerUnavailable");
      const returnTo = safeReturnPath(request.query.return, "/account");
      let started;
      try {
        started = await login.start(`${origin}${OIDC_RETURN_PATHS[provider]}`, returnTo);
      } catch (error) {
        request.log.error({ err: error, provider }, "OIDC sign-in could not start");
        return sendApiError(request, reply, "auth.providerFailed");
      }
      const { url, flow } = started;
      const value = Buffer.from(JSON.stringify(flow)).toString("base64url");
      reply.header(
        "set-cookie",
        serializeCookie(flowCookie(provider), value, { maxAgeSeconds: 600, httpOnly: true, secure: config.production }),
      );
      return reply.redirect(url, 302);
    },
  });

  async function finishOidc(provider: OidcProvider, request: FastifyRequest, reply: FastifyReply) {
    const login = options.services.oidc[provider];
    if (!login) return sendApiError(request, reply, "auth.providerUnavailable");
    const flow = oidcFlowOf(provider, request.headers.cookie);
    const query = stringQuery(request);
    // The flow cookie is single-use, whatever happens next.
    reply.header(
      "set-cookie",
      serializeCookie(flowCookie(provider), "", { maxAgeSeconds: 0, httpOnly: true, secure: config.production }),
    );
    if (!flow || !query.get("code")) return sendApiError(request, reply, "auth.signInExpired");
    if (await refuseOverLimit(rateLimits, request, reply, "signIn")) return reply;
    let identity;
    try {
      identity = await login.finish(`${origin}${OIDC_RETURN_PATHS[provider]}`, query, flow);
    } catch (error) {
      request.log.warn({ err: error, provider }, "OIDC sign-in failed");
      return sendApiError(request, reply, "auth.signInRefused");
    }
    const result = await auth.completeSignIn(identity, requestAccessToken(request));
    if (!result.ok) return sendApiError(request, reply, SIGN_IN_MESSAGES[result.error.code]);
    reply.header("set-cookie", accessTokenSetCookies(result.accessToken, config.production));
    return { access_token: result.accessToken, return_to: flow.returnTo };
  }

  api.route({ ...contract("googleCallback"), handler: (request, reply) => finishOidc("google", request, reply) });

  // WhatsApp: a one-time code through the Cloud API's authentication template (or the sandbox outbox).
  api.route({
    ...contract("whatsappCode"),
    handler: async (request, reply) => {
      if (!options.services.config.providers.whatsapp) return sendApiError(request, reply, "auth.providerUnavailable");
      // Each number already gets few codes an hour (core/auth/whatsapp-otp.ts); this stops one client
      // from sending codes to many numbers.
      if (await refuseOverLimit(rateLimits, request, reply, "codeSend")) return reply;
      let result;
      try {
        result = await auth.requestWhatsAppCode({ phone: request.body.phone, locale: requestLocale(request) });
      } catch (error) {
        request.log.error({ err: error }, "WhatsApp code not sent");
        return sendApiError(request, reply, "auth.providerFailed");
      }
      if (!result.ok) return sendApiError(request, reply, WHATSAPP_SEND_MESSAGES[result.error.code]);
      // In test mode nothing reaches a phone, so the page shows the code the sandbox "sent".
      return { data: { phone: result.phone, ...(result.testCode ? { test_code: result.testCode } : {}) } };
    },
  });

  api.route({
    ...contract("whatsappVerify"),
    handler: async (request, reply) => {
      // One phone however it is typed (0812…, +62 812…): another spelling is no fresh count.
      const locale = requestLocale(request);
      const phoneDigits = normalizePhone(request.body.phone, marketOf(locale)) ?? request.body.phone.replace(/\D/g, "");
      const account = (await auth.currentUser(requestAccessToken(request)))?.id;
      if (await refuseOverLimit(rateLimits, request, reply, "codeCheck", `phone:${phoneDigits}`, account)) return reply;
      const result = await auth.verifyWhatsAppCode({ ...request.body, locale });
      if (!result.ok) return sendApiError(request, reply, WHATSAPP_VERIFY_MESSAGES[result.error.code]);
      const signedIn = await auth.completeSignIn(result.identity, requestAccessToken(request));
      if (!signedIn.ok) return sendApiError(request, reply, SIGN_IN_MESSAGES[signedIn.error.code]);
      reply.header("set-cookie", accessTokenSetCookies(signedIn.accessToken, config.production));
      return { access_token: signedIn.accessToken };
    },
  });

  api.route({
    ...contract("logout"),
    handler: async (request, reply) => {
      await auth.signOut(requestAccessToken(request));
      reply.header("set-cookie", accessTokenSetCookies("", config.production));
      return reply.code(204).send();
    },
  });
}
