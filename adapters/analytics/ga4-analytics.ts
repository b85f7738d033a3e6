import { randomUUID } from "node:crypto";
import type { Analytics } from "../../core/analytics";

/**
 * Google Analytics 4 over the Measurement Protocol: POST /mp/collect with the measurement id and API
 * secret; "login" is GA4's recommended event with a `method` parameter.
 */
export function createGa4Analytics(options: { endpoint: string; measurementId: string; apiSecret: string }): Analytics {
  return {
    async goal(name, params) {
      const url = new URL(options.endpoint);
      url.searchParams.set("measurement_id", options.measurementId);
      url.searchParams.set("api_secret", options.apiSecret);
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // A random client id per event: goals are counted, people are not followed.
        body: JSON.stringify({ client_id: randomUUID(), events: [{ name, params }] }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok && response.status !== 204) throw new Error(`GA4 answered ${response.status}`);
    },
  };
}
