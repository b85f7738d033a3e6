import type { Cluster } from "./cluster";

export const CARD_OK = "4111111111111111";

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A buyer's browser against nginx in front of the servers. `retry` resends a request the way a buyer or the
 * shop's own client would after a failure that said nothing about the request's fate (the server
 * died: 502; the database was away: 503; the connection broke): only for requests that are safe to
 * send again (reads, and writes with an Idempotency-Key or made idempotent by the shop).
 */
export function shopClient(cluster: Cluster) {
  const base = cluster.nginx.url;

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    retry = true,
  ): Promise<Answer<T>> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await fetch(`${base}/backend/api${path}`, {
          method,
          headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        const parsed = (text ? JSON.parse(text) : {}) as T;
        if (!retry || ![502, 503].includes(response.status) || attempt >= 200)
          return { status: response.status, body: parsed };
      } catch (error) {
        if (!retry || attempt >= 200) throw error;
      }
      await pause(Math.min(100 * attempt, 1_000));
    }
  }

  async function tokenize(card: string): Promise<string> {
    const query = new URLSearchParams({
      client_key: cluster.gateway.clientKey,
      card_number: card,
      card_exp_month: "12",
      card_exp_year: "2030",
      card_cvv: "123",
    });
    const answer = (await (await fetch(`${cluster.gateway.url}/v2/token?${query.toString()}`)).json()) as {
      token_id: string;
    };
    return answer.token_id;
  }

  /** The buyer pays on the gateway's own page (QRIS and the like). */
  async function payAtGateway(redirectUrl: string): Promise<number> {
    const page = await (await fetch(redirectUrl)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
    if (!formToken) return 0;
    const paid = await fetch(redirectUrl.split("?")[0]!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", form_token: formToken, lang: "id" }),
    });
    return paid.status;
  }

  return {
    call,
    tokenize,
    payAtGateway,
    createOrder: (body: Record<string, unknown>, key: string, headers: Record<string, string> = {}) =>
      call<{ data?: { id: string; number: string; lines: { total: number } }; code?: string }>(
        "POST",
        "/orders",
        { confirmed: true, ...body },
        { "idempotency-key": key, ...headers },
      ),
    /** Pay (or Pay again): by card, or the provider's page for other methods. */
    async pay(orderId: string, card: boolean, retry = true) {
      const body = card ? { tokenId: await tokenize(CARD_OK) } : {};
      return call<{ result?: string; redirectUrl?: string; code?: string }>(
        "POST",
        `/orders/public/${orderId}/pay`,
        body,
        {},
        retry,
      );
    },
    status: async (orderId: string) =>
      (await call<{ data: { status: string; number: string } }>("GET", `/orders/public/${orderId}`)).body.data,
    refund: (orderId: string, to: "payment" | "gold", headers: Record<string, string> = {}) =>
      call<{ refund?: { status: string }; code?: string }>("POST", `/orders/public/${orderId}/refund`, { to }, headers),
    /** Waits until the order is in one of these statuses; the last status seen otherwise. */
    async waitFor(orderId: string, statuses: string[], timeoutMs = 120_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      let last = "";
      while (Date.now() < deadline) {
        last = (await this.status(orderId)).status;
        if (statuses.includes(last)) return last;
        await pause(250);
      }
      return last;
    },
  };
}

export type ShopClient = ReturnType<typeof shopClient>;
