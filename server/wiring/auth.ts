import { createAccountRepository } from "../../adapters/db/auth/account-repository";
import { createIdentityRepository } from "../../adapters/db/auth/identity-repository";
import { createFacebookGraphLogin } from "../../adapters/identity/facebook-graph";
import { createOidcLogin } from "../../adapters/identity/oidc-login";
import { createOtpStore } from "../../adapters/db/auth/otp-store";
import { createSignInCodeStore } from "../../adapters/db/auth/sign-in-code-store";
import { createOutboxWhatsApp } from "../../adapters/messaging/outbox-whatsapp";
import { createWhatsAppCloudMessenger } from "../../adapters/messaging/whatsapp-cloud";
import type { Database } from "../../adapters/db/database";
import { createSessionRepository } from "../../adapters/db/auth/session-repository";
import { createAuthUseCases } from "../../core/auth/auth-use-cases";
import type { AppServices, PublicConfig } from "../../core/services";
import type { Analytics } from "../../core/analytics";
import type { ServiceOptions } from "./providers";

/** Sign-in and accounts: the identity providers, WhatsApp codes, sessions and the auth use cases. */
export function wireAuth(db: Database, config: PublicConfig, secrets: ServiceOptions, analytics: Analytics) {
  const facebook =
    config.providers.facebook && secrets.facebookAppSecret
      ? createFacebookGraphLogin({
          appId: config.providers.facebook.appId,
          appSecret: secrets.facebookAppSecret,
          graphUrl: secrets.facebookGraphUrl ?? "https://graph.facebook.com/v19.0",
        })
      : undefined;
  const oidc = {
    ...(config.providers.google && secrets.google
      ? { google: createOidcLogin({ provider: "google", ...secrets.google }) }
      : {}),
    ...(config.providers.telegram && secrets.telegram
      ? { telegram: createOidcLogin({ provider: "telegram", ...secrets.telegram }) }
      : {}),
  };
  const whatsapp = {
    store: createOtpStore(db),
    messenger: secrets.whatsapp ? createWhatsAppCloudMessenger(secrets.whatsapp) : createOutboxWhatsApp(db),
    // Only test mode shows a sandbox code on the page: never with real money.
    sandbox: !secrets.whatsapp && config.testMode,
  };
  const signInCodes = createSignInCodeStore(db);
  const sessions = createSessionRepository(db);
  const accounts = createAccountRepository(db);
  const identities = createIdentityRepository(db);
  return {
    sessions,
    accounts,
    identities,
    auth: createAuthUseCases({ sessions, identities, analytics, signInCodes, whatsapp, accounts }),
    facebook,
    oidc,
    whatsapp,
    signInCodes,
  } satisfies Partial<AppServices>;
}
