import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { ReceiptMessage } from "../../core/orders/receipts";
import { startFakeSmtpServer, type FakeSmtpServer } from "../../tests/fakes/smtp-server";
import { ReceiptSendError } from "./receipt-send-error";
import { createSmtpReceiptSender, receiptMessageId } from "./receipt-smtp";

const ORDER_ID = "3f2c9a6e-5b1d-4c8e-9f0a-7d6b2e4c1a90";

const receipt = (overrides: Partial<ReceiptMessage> = {}): ReceiptMessage => ({
  channel: "email",
  recipient: "budi@example.com",
  locale: "id",
  subject: "Struk pesanan KP-1042 — Diamond × 2",
  text: "Terima kasih, Budi!\nPesanan KP-1042 sudah dibayar.\nTotal: Rp 150.000\nhttps://kupi.test/card-payment/x",
  fields: {
    kind: "receipt",
    orderNumber: "KP-1042",
    product: "Diamond × 2",
    total: "Rp 150.000",
    orderUrl: "https://kupi.test/x",
  },
  key: `receipt:${ORDER_ID}:email`,
  orderId: ORDER_ID,
  ...overrides,
});

/** The parts of a raw RFC 5322 message a test needs, decoded: headers by lower-case name, body. */
function parseMail(raw: string): { header(name: string): string | undefined; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  // Unfold (a CRLF followed by white space continues the header), then one header per line.
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n(?=[ \t])/g, "")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase() ?? "7bit";
  const rawBody = raw.slice(split + 4);
  const body =
    encoding === "base64"
      ? Buffer.from(rawBody.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(rawBody.replace(/=\r\n/g, ""))
        : rawBody;
  return { header: (name) => decodeEncodedWords(headers.get(name.toLowerCase())), body };
}

/** Quoted-printable (RFC 2045 §6.7) after soft line breaks are removed: =XX is one byte. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(index + 1, index + 3))) {
      bytes.push(parseInt(text.slice(index + 1, index + 3), 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/**
 * RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). White space between two adjacent
 * words is not part of the text, and a character's bytes may be split across words, so a run of
 * words is decoded to bytes first and to text once.
 */
function decodeEncodedWords(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const bytes = [...run.matchAll(word)].map(([, charset, kind, text = ""]) => {
      expect(charset?.toLowerCase()).toBe("utf-8");
      return kind?.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          );
    });
    return Buffer.concat(bytes).toString("utf8");
  });
}

let fake: FakeSmtpServer | undefined;
let sender: ReturnType<typeof createSmtpReceiptSender> | undefined;
afterEach(async () => {
  sender?.close();
  sender = undefined;
  await fake?.close();
  fake = undefined;
});

describe("SMTP receipt sender", () => {
  it("sends a plain-text receipt with the buyer's text intact and a Message-ID from the key", async () => {
    fake = await startFakeSmtpServer();
    sender = createSmtpReceiptSender({
      url: `smtp://127.0.0.1:${fake.port}`,
      from: "Kupi <receipts@kupi.test>",
    });
    const indonesian = receipt();
    const russian = receipt({
      recipient: "olga@example.ru",
      locale: "ru",
      subject: "Чек по заказу KP-1043 — спасибо за покупку",
      text: "Спасибо, Ольга!\nЗаказ KP-1043 оплачен.\nИтого: 1 250 ₽\nhttps://kupi.test/ru/card-payment/y",
      key: "receipt:7d6b2e4c-0000-4c8e-9f0a-3f2c9a6e5b1d:email",
    });
    await sender.send(indonesian);
    await sender.send(russian);

    expect(fake.messages.map(({ mailFrom, rcptTo }) => ({ mailFrom, rcptTo }))).toEqual([
      { mailFrom: "receipts@kupi.test", rcptTo: ["budi@example.com"] },
      { mailFrom: "receipts@kupi.test", rcptTo: ["olga@example.ru"] },
    ]);
    for (const [index, sent] of [indonesian, russian].entries()) {
      const mail = parseMail(fake.messages[index]?.data ?? "");
      expect(mail.header("From")).toBe("Kupi <receipts@kupi.test>");
      expect(mail.header("To")).toBe(sent.recipient);
      expect(mail.header("Subject")).toBe(sent.subject);
      expect(mail.header("Content-Type")).toMatch(/^text\/plain; charset=utf-8$/i);
      expect(mail.header("Content-Language")).toBe(sent.locale);
      expect(mail.body.replace(/\r\n/g, "\n")).toBe(sent.text);
    }
    expect(parseMail(fake.messages[0]?.data ?? "").header("Message-ID")).toBe(
      `<receipt.${ORDER_ID}.email@kupi.invalid>`,
    );
    expect(parseMail(fake.messages[1]?.data ?? "").header("Message-ID")).toBe(
      "<receipt.7d6b2e4c-0000-4c8e-9f0a-3f2c9a6e5b1d.email@kupi.invalid>",
    );
    // Pooled: the second receipt went over the connection the first one opened.
    expect(fake.commands.filter((command) => /^EHLO /i.test(command))).toHaveLength(1);
  });

  it("sends each market's receipt from that market's own address", async () => {
    fake = await startFakeSmtpServer();
    sender = createSmtpReceiptSender({
      url: `smtp://127.0.0.1:${fake.port}`,
      from: {
        id: "Kupi <support@kupi.id>",
        en: "Kupi <support@kupi.gg>",
        ru: "Kupi <support@kupi.ru>",
        uz: "Kupi <support@kupi.uz>",
      },
    });
    await sender.send(receipt());
    await sender.send(receipt({ recipient: "olga@example.ru", locale: "ru", key: "receipt:ru:email" }));
    expect(fake.messages.map((message) => parseMail(message.data).header("From"))).toEqual([
      "Kupi <support@kupi.id>",
      "Kupi <support@kupi.ru>",
    ]);
  });

  it("logs in with the user and password of the URL", async () => {
    fake = await startFakeSmtpServer({ auth: { user: "kupi-mailer", pass: "s3cr:t@pass" } });
    sender = createSmtpReceiptSender({
      url: `smtp://kupi-mailer:${encodeURIComponent("s3cr:t@pass")}@127.0.0.1:${fake.port}`,
      from: "receipts@kupi.test",
    });
    await sender.send(receipt());
    expect(fake.messages.map((message) => message.authUser)).toEqual(["kupi-mailer"]);
  });

  it("rejects with ReceiptSendError when the login is refused", async () => {
    fake = await startFakeSmtpServer({ auth: { user: "kupi-mailer", pass: "right" } });
    sender = createSmtpReceiptSender({ url: `smtp://kupi-mailer:wrong@127.0.0.1:${fake.port}`, from: "r@kupi.test" });
    const sending = sender.send(receipt());
    await expect(sending).rejects.toBeInstanceOf(ReceiptSendError);
    await expect(sending).rejects.toThrow(/535/);
    expect(fake.messages).toEqual([]);
  });

  it("rejects with ReceiptSendError when the server refuses the recipient, and keeps working", async () => {
    fake = await startFakeSmtpServer({ rejectRecipient: (address) => address === "nobody@example.com" });
    sender = createSmtpReceiptSender({ url: `smtp://127.0.0.1:${fake.port}`, from: "receipts@kupi.test" });
    const refused = sender.send(receipt({ recipient: "nobody@example.com" }));
    await expect(refused).rejects.toBeInstanceOf(ReceiptSendError);
    await expect(refused).rejects.toThrow(/550/);
    expect(fake.messages).toEqual([]);

    await sender.send(receipt());
    expect(fake.messages.map((message) => message.rcptTo)).toEqual([["budi@example.com"]]);
  });

  it("rejects with ReceiptSendError when the server is down", async () => {
    const down = await startFakeSmtpServer();
    await down.close();
    sender = createSmtpReceiptSender({ url: `smtp://127.0.0.1:${down.port}`, from: "receipts@kupi.test" });
    await expect(sender.send(receipt())).rejects.toBeInstanceOf(ReceiptSendError);
  });

  it("gives up on a server that accepts the connection but never greets", async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      sender = createSmtpReceiptSender({ url: `smtp://127.0.0.1:${port}`, from: "r@kupi.test", timeoutMs: 200 });
      await expect(sender.send(receipt())).rejects.toBeInstanceOf(ReceiptSendError);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("refuses a WhatsApp receipt and a recipient that is more than one address, without connecting", async () => {
    fake = await startFakeSmtpServer();
    sender = createSmtpReceiptSender({ url: `smtp://127.0.0.1:${fake.port}`, from: "receipts@kupi.test" });
    await expect(sender.send(receipt({ channel: "whatsapp", recipient: "628123456789" }))).rejects.toBeInstanceOf(
      ReceiptSendError,
    );
    await expect(sender.send(receipt({ recipient: "budi@example.com, eve@example.com" }))).rejects.toBeInstanceOf(
      ReceiptSendError,
    );
    expect(fake.commands).toEqual([]);
  });

  it("accepts only smtp:// and smtps:// URLs", () => {
    expect(() => createSmtpReceiptSender({ url: "direct://", from: "r@kupi.test" })).toThrow(/smtp/);
  });
});

describe("receiptMessageId", () => {
  it("turns the idempotency key into a valid, stable msg-id", () => {
    expect(receiptMessageId("receipt:42:email")).toBe("<receipt.42.email@kupi.invalid>");
    expect(receiptMessageId("receipt:<a b>\r\n@x:email")).toBe("<receipt.a.b.x.email@kupi.invalid>");
    expect(() => receiptMessageId(":::")).toThrow(ReceiptSendError);
  });
});
