import type { Analytics } from "../../core/analytics";
import type { Database } from "../db/database";
import { outboxMessages } from "../db/schema";

/** The sandbox analytics (test mode): goals are recorded in the outbox table, nothing leaves. */
export function createOutboxAnalytics(db: Database): Analytics {
  return {
    async goal(name, params) {
      await db.insert(outboxMessages).values({ channel: "analytics", recipient: name, body: JSON.stringify(params) });
    },
  };
}
