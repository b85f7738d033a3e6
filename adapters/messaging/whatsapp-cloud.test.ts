import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWhatsAppCloudMessenger, WhatsAppSendError } from "./whatsapp-cloud";

/** A local stand-in for the Cloud API's messages endpoint: records requests, answers like Meta. */
let requests: { method: string; url: string; authorization: string | undefined; body: unknown }[] = [];
let answer = 200;
const server = createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk) => (raw += String(chunk)));
  request.on("end", () => {
    requests.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      body: JSON.parse(raw),
    });
    const body =
      answer === 200
        ? {
            messaging_product: "whatsapp",
            contacts: [{ input: "628123456789", wa_id: "628123456789" }],
            messages: [{ id: "wamid.X" }],
          }
        : {
            error: {
              message: "(#131030) Recipient phone number not in allowed list",
              type: "OAuthException",
              code: 131030,
            },
          };
    response.writeHead(answer, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
});
let graphUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  graphUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v19.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("WhatsApp Cloud API messenger", () => {
  it("sends the authentication template with the code in the body and the copy-code button", async () => {
    requests = [];
    answer = 200;
    const messenger = createWhatsAppCloudMessenger({
      graphUrl,
      phoneNumberId: "1055",
      accessToken: "EAAG-token",
      templateName: "kupi_login_code",
    });
    await messenger.sendAuthCode("628123456789", "048213", "id");
    expect(requests).toEqual([
      {
        method: "POST",
        url: "/v19.0/1055/messages",
        authorization: "Bearer EAAG-token",
        body: {
          messaging_product: "whatsapp",
          to: "628123456789",
          type: "template",
          template: {
            name: "kupi_login_code",
            language: { code: "id" },
            components: [
              { type: "body", parameters: [{ type: "text", text: "048213" }] },
              { type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: "048213" }] },
            ],
          },
        },
      },
    ]);
  });

  it("fails loudly when Meta refuses the message", async () => {
    answer = 400;
    const messenger = createWhatsAppCloudMessenger({
      graphUrl,
      phoneNumberId: "1055",
      accessToken: "t",
      templateName: "x",
    });
    await expect(messenger.sendAuthCode("628123456789", "111111", "en")).rejects.toBeInstanceOf(WhatsAppSendError);
  });
});
