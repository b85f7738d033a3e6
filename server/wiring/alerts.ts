import type { Database } from "../../adapters/db/database";
import { createAlertRecipients, createAlertStore } from "../../adapters/db/alerts/alert-store";
import { alertComposer } from "../../adapters/messaging/alert-text";
import { createAlerts } from "../../core/alerts/alert-service";
import type { PublicConfig } from "../../core/services";
import type { ServiceOptions } from "./providers";

/** Operators' alerts over the database: incidents, the outbox, and each configured channel. */
export function wireAlerts(db: Database, config: PublicConfig, secrets: ServiceOptions) {
  const log = secrets.log ?? { warn: () => undefined, error: () => undefined };
  return createAlerts({
    store: createAlertStore(db),
    recipients: createAlertRecipients(db),
    senders: secrets.alerts ?? {},
    compose: alertComposer(config.publicOrigin),
    log,
  });
}
