import { createServer } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReceiptMessage } from "../../core/orders/receipts";
import { ReceiptSendError } from "./receipt-send-error";
import { createWhatsAppReceiptSender } from "./receipt-whatsapp";

interface RecordedRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

/** A local stand-in for the Cloud API's messages endpoint: records requests, answers like Meta. */
let requests: RecordedRequest[] = [];
let answer: { status: number; body: string } = { status: 200, body: "" };
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    requests.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization,
      contentType: request.headers["content-type"],
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    response.writeHead(answer.status, { "content-type": "application/json" }).end(answer.body);
  });
});
const accepted = JSON.stringify({
  messaging_product: "whatsapp",
  contacts: [{ input: "6281234567890", wa_id: "6281234567890" }],
  messages: [{ id: "wamid.HBgNNjI4MTIzNDU2Nzg5MBUCABEYEjQ2" }],
});
const notAllowed = JSON.stringify({
  error: {
    message: "(#131030) Recipient phone number not in allowed list",
    type: "OAuthException",
    code: 131030,
    error_data: { messaging_product: "whatsapp", details: "Recipient phone number not in allowed list" },
    fbtrace_id: "AbCdEf123",
  },
});
let graphUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  graphUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}/v19.0`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests = [];
  answer = { status: 200, body: accepted };
});

const receipt = (overrides: Partial<ReceiptMessage> = {}): ReceiptMessage => ({
  channel: "whatsapp",
  recipient: "6281234567890",
  locale: "id",
  subject: "Struk pesanan KP-1042",
  text: "Terima kasih! Pesanan KP-1042 sudah dibayar.",
  fields: {
    kind: "receipt",
    orderNumber: "KP-1042",
    product: "Mobile Legends 86 Diamonds × 2",
    total: "Rp 150.000",
    orderUrl: "https://kupi.test/card-payment/3f2c9a6e",
  },
  key: "receipt:3f2c9a6e:whatsapp",
  orderId: "3f2c9a6e",
  ...overrides,
});

const sender = () =>
  createWhatsAppReceiptSender({
    graphUrl,
    phoneNumberId: "106540352242922",
    accessToken: "EAAG-token",
    templateNames: { receipt: "kupi_order_receipt", accountCorrected: "kupi_account_corrected" },
  });

describe("WhatsApp Cloud API receipt sender", () => {
  it("sends the receipt template with the four body parameters in order", async () => {
    await sender().send(receipt());
    expect(requests).toEqual([
      {
        method: "POST",
        url: "/v19.0/106540352242922/messages",
        authorization: "Bearer EAAG-token",
        contentType: "application/json",
        body: {
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: "6281234567890",
          type: "template",
          template: {
            name: "kupi_order_receipt",
            language: { code: "id" },
            components: [
              {
                type: "body",
                parameters: [
                  { type: "text", text: "KP-1042" },
                  { type: "text", text: "Mobile Legends 86 Diamonds × 2" },
                  { type: "text", text: "Rp 150.000" },
                  { type: "text", text: "https://kupi.test/card-payment/3f2c9a6e" },
                ],
              },
            ],
          },
        },
      },
    ]);
  });

  it("sends a corrected game account as its own template with the five body parameters in order", async () => {
    await sender().send(
      receipt({
        key: "correction:17:whatsapp",
        fields: {
          kind: "accountCorrected",
          orderNumber: "KP-1042",
          before: "93•••••55",
          after: "93•••••34",
          at: "29.11.2026 18:40:00",
          orderUrl: "https://kupi.test/card-payment/3f2c9a6e",
        },
      }),
    );
    const template = (requests[0]!.body as { template: { name: string; components: { parameters: unknown }[] } })
      .template;
    expect(template.name).toBe("kupi_account_corrected");
    expect(template.components[0]!.parameters).toEqual(
      ["KP-1042", "93•••••55", "93•••••34", "29.11.2026 18:40:00", "https://kupi.test/card-payment/3f2c9a6e"].map(
        (text) => ({ type: "text", text }),
      ),
    );
  });

  it("picks the template's translation from the buyer's locale", async () => {
    for (const locale of ["en", "ru", "uz"] as const) await sender().send(receipt({ locale }));
    expect(requests.map((request) => (request.body as { template: { language: unknown } }).template.language)).toEqual([
      { code: "en" },
      { code: "ru" },
      { code: "uz" },
    ]);
  });

  it("rejects with Meta's reason when the Cloud API refuses the message", async () => {
    answer = { status: 400, body: notAllowed };
    const sending = sender().send(receipt());
    await expect(sending).rejects.toBeInstanceOf(ReceiptSendError);
    await expect(sending).rejects.toThrow(
      "WhatsApp Cloud API answered 400: (#131030) Recipient phone number not in allowed list",
    );
  });

  it("rejects with the status when the error body is not Meta's", async () => {
    answer = { status: 502, body: "<html>Bad Gateway</html>" };
    await expect(sender().send(receipt())).rejects.toThrow(new ReceiptSendError("WhatsApp Cloud API answered 502"));
  });

  it("rejects when the Cloud API cannot be reached", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createWhatsAppReceiptSender({
      graphUrl: `http://127.0.0.1:${port}/v19.0`,
      phoneNumberId: "1",
      accessToken: "t",
      templateNames: { receipt: "x", accountCorrected: "y" },
    });
    await expect(unreachable.send(receipt())).rejects.toBeInstanceOf(ReceiptSendError);
  });

  it("refuses an e-mail receipt without calling Meta", async () => {
    await expect(sender().send(receipt({ channel: "email", recipient: "budi@example.com" }))).rejects.toBeInstanceOf(
      ReceiptSendError,
    );
    expect(requests).toEqual([]);
  });
});
