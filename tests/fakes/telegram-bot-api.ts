import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Telegram Bot API that follows its documentation (https://core.telegram.org/bots/api):
 * `POST /bot<token>/sendMessage` with a JSON or form body (chat_id, text, link_preview_options);
 * answers `{ ok: true, result: Message }` or `{ ok: false, error_code, description, parameters }`:
 * 401 for another token, 400 for a missing text or an unknown chat, 403 for a chat that blocked the
 * bot, 429 with `parameters.retry_after` under flood control.
 */
export interface FakeBotMessage {
  chatId: string;
  text: string;
  linkPreviewOptions: unknown;
}

export interface FakeTelegramBotApi {
  url: string;
  /** Messages the API took, in order. */
  messages: FakeBotMessage[];
  /** Every request that reached sendMessage, taken or not. */
  requests: number;
  /** This chat blocked the bot: 403 "Forbidden: bot was blocked by the user". */
  block(chatId: string): void;
  /** The next `times` messages to this chat get 429 with `retry_after` seconds. */
  flood(chatId: string, retryAfter: number, times?: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString("utf8");
  const type = request.headers["content-type"] ?? "";
  if (type.startsWith("application/json")) return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  const form = Object.fromEntries(new URLSearchParams(raw));
  // A form carries objects as JSON-serialized strings, as the documentation says.
  if (typeof form.link_preview_options === "string")
    return { ...form, link_preview_options: JSON.parse(form.link_preview_options) as unknown };
  return form;
}

export async function startFakeTelegramBotApi(options: {
  token: string;
  /** Chats that exist (have started the bot); any other chat_id is "chat not found". */
  chats: string[];
}): Promise<FakeTelegramBotApi> {
  const messages: FakeBotMessage[] = [];
  const blocked = new Set<string>();
  const floods = new Map<string, { retryAfter: number; times: number }>();
  let requests = 0;
  let nextId = 1;

  const server = createServer((request, response) => {
    const answer = (status: number, body: object) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const refuse = (code: number, description: string, parameters?: object) =>
      answer(code, { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) });
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(request.url ?? "");
    if (!match || match[1] !== options.token) return refuse(401, "Unauthorized");
    // Method names are case-insensitive in the Bot API.
    if (match[2]!.toLowerCase() !== "sendmessage") return refuse(404, "Not Found");
    void readBody(request).then(
      (body) => {
        requests += 1;
        const chatId = body.chat_id === undefined ? "" : String(body.chat_id as string | number);
        const text = typeof body.text === "string" ? body.text : "";
        if (!chatId) return refuse(400, "Bad Request: chat_id is empty");
        if (!text) return refuse(400, "Bad Request: message text is empty");
        if (text.length > 4096) return refuse(400, "Bad Request: message is too long");
        if (!options.chats.includes(chatId)) return refuse(400, "Bad Request: chat not found");
        if (blocked.has(chatId)) return refuse(403, "Forbidden: bot was blocked by the user");
        const flood = floods.get(chatId);
        if (flood && flood.times > 0) {
          flood.times -= 1;
          return refuse(429, `Too Many Requests: retry after ${flood.retryAfter}`, { retry_after: flood.retryAfter });
        }
        messages.push({ chatId, text, linkPreviewOptions: body.link_preview_options });
        answer(200, {
          ok: true,
          result: {
            message_id: nextId++,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(chatId), type: "private" },
            text,
          },
        });
      },
      () => refuse(400, "Bad Request: can't parse JSON"),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    get requests() {
      return requests;
    },
    block: (chatId) => blocked.add(chatId),
    flood: (chatId, retryAfter, times = 1) => floods.set(chatId, { retryAfter, times }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
