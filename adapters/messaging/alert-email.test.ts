import { afterEach, describe, expect, it } from "vitest";
import { startFakeSmtpServer, type FakeSmtpServer } from "../../tests/fakes/smtp-server";
import { AlertNotSent } from "../../core/alerts/alerts";
import { createEmailAlertSender } from "./alert-email";
import { createSmtpReceiptSender } from "./receipt-smtp";

describe("alerts by e-mail, through the shop's SMTP sender", () => {
  let fake: FakeSmtpServer | undefined;
  let smtp: ReturnType<typeof createSmtpReceiptSender> | undefined;
  afterEach(async () => {
    smtp?.close();
    await fake?.close();
  });

  it("sends the alert to the operator's address, in their language, with a Message-ID from our key", async () => {
    fake = await startFakeSmtpServer();
    smtp = createSmtpReceiptSender({ url: `smtp://127.0.0.1:${fake.port}`, from: "Kupi <alerts@kupi.test>" });
    await createEmailAlertSender(smtp).send({
      channel: "email",
      address: "ops@kupi.test",
      language: "en",
      subject: "Kupi alert: Delivery failed for good",
      text: "Delivery failed for good\nfree-fire at digiflazz: order K-1 failed for good.",
      key: "alert:7:opened:12:email",
    });
    expect(fake.messages).toHaveLength(1);
    expect(fake.messages[0]!.rcptTo).toEqual(["ops@kupi.test"]);
    expect(fake.messages[0]!.data).toContain("Subject: Kupi alert: Delivery failed for good");
    expect(fake.messages[0]!.data).toContain("Message-ID: <alert.7.opened.12.email@kupi.invalid>");
    expect(fake.messages[0]!.data).toContain("Content-Language: en");
  });

  it("refuses a message for another channel for good, without sending", async () => {
    const sent: unknown[] = [];
    const sender = createEmailAlertSender({ send: (message) => (sent.push(message), Promise.resolve()) });
    const refused = sender.send({
      channel: "telegram",
      address: "1",
      language: "en",
      subject: "",
      text: "x",
      key: "k",
    });
    await expect(refused).rejects.toBeInstanceOf(AlertNotSent);
    await expect(refused).rejects.toMatchObject({ retry: { permanent: true } });
    expect(sent).toEqual([]);
  });
});
