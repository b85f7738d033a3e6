import { createServer, type Socket } from "node:net";
import { StringDecoder } from "node:string_decoder";

/** One message as the fake received it: the SMTP envelope and the raw DATA, dot-stuffing undone. */
export interface FakeSmtpMessage {
  mailFrom: string;
  rcptTo: string[];
  /** The user of a successful AUTH on that session, if there was one. */
  authUser: string | null;
  /** Headers and body, CRLF line ends, without the terminating "." line. */
  data: string;
}

export interface FakeSmtpServer {
  port: number;
  messages: FakeSmtpMessage[];
  /** Every command line received (AUTH payloads included), for asserting on the dialogue. */
  commands: string[];
  close(): Promise<void>;
}

/**
 * A local SMTP server speaking enough of RFC 5321 for nodemailer: 220 greeting, EHLO/HELO,
 * optional AUTH PLAIN/LOGIN (RFC 4954), MAIL FROM, RCPT TO, DATA with dot-stuffing, RSET, NOOP,
 * QUIT. No STARTTLS is offered, so the client stays in plain text. Recipients for which
 * `rejectRecipient` returns true get a 550, as a real relay answers an unknown mailbox.
 */
export async function startFakeSmtpServer(
  options: {
    auth?: { user: string; pass: string };
    rejectRecipient?: (address: string) => boolean;
  } = {},
): Promise<FakeSmtpServer> {
  const messages: FakeSmtpMessage[] = [];
  const commands: string[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    const reply = (line: string) => socket.write(`${line}\r\n`);

    let greeted = false;
    let authUser: string | null = null;
    let mailFrom: string | null = null;
    let rcptTo: string[] = [];
    let dataLines: string[] | null = null;
    /** Set while an AUTH exchange waits for the client's next base64 line. */
    let authStep: ((line: string) => void) | null = null;
    let buffered = "";
    // A multi-byte character may be split across two chunks.
    const decoder = new StringDecoder("utf8");

    const resetTransaction = () => {
      mailFrom = null;
      rcptTo = [];
      dataLines = null;
    };
    const checkCredentials = (user: string, pass: string) => {
      if (options.auth && user === options.auth.user && pass === options.auth.pass) {
        authUser = user;
        reply("235 2.7.0 Authentication successful");
      } else {
        reply("535 5.7.8 Authentication credentials invalid");
      }
    };
    const fromBase64 = (text: string) => Buffer.from(text, "base64").toString("utf8");
    const checkPlain = (payload: string) => {
      // authzid NUL authcid NUL passwd (RFC 4616)
      const [, user = "", pass = ""] = fromBase64(payload).split("\0");
      checkCredentials(user, pass);
    };

    const handleLine = (line: string) => {
      if (dataLines) {
        if (line === ".") {
          messages.push({ mailFrom: mailFrom ?? "", rcptTo, authUser, data: dataLines.join("\r\n") });
          resetTransaction();
          reply("250 2.0.0 Ok: queued");
        } else {
          // RFC 5321 §4.5.2: a leading dot was doubled by the client.
          dataLines.push(line.startsWith(".") ? line.slice(1) : line);
        }
        return;
      }
      commands.push(line);
      if (authStep) {
        const step = authStep;
        authStep = null;
        if (line === "*") reply("501 5.7.0 Authentication cancelled");
        else step(line);
        return;
      }
      const [verb = "", ...rest] = line.split(" ");
      const argument = rest.join(" ");
      switch (verb.toUpperCase()) {
        case "EHLO": {
          greeted = true;
          resetTransaction();
          const lines = ["fake-smtp.test greets you", "8BITMIME", "SMTPUTF8"];
          if (options.auth) lines.push("AUTH PLAIN LOGIN");
          lines.forEach((text, index) => reply(`250${index === lines.length - 1 ? " " : "-"}${text}`));
          return;
        }
        case "HELO":
          greeted = true;
          resetTransaction();
          return void reply("250 fake-smtp.test");
        case "AUTH": {
          if (!options.auth) return void reply("502 5.5.1 AUTH not supported");
          const [mechanism = "", initial] = argument.split(" ");
          if (mechanism.toUpperCase() === "PLAIN") {
            if (initial) return checkPlain(initial);
            authStep = checkPlain;
            return void reply("334 ");
          }
          if (mechanism.toUpperCase() === "LOGIN") {
            authStep = (userLine) => {
              authStep = (passLine) => checkCredentials(fromBase64(userLine), fromBase64(passLine));
              reply(`334 ${Buffer.from("Password:").toString("base64")}`);
            };
            return void reply(`334 ${Buffer.from("Username:").toString("base64")}`);
          }
          return void reply("504 5.5.4 Unrecognized authentication type");
        }
        case "MAIL": {
          if (!greeted) return void reply("503 5.5.1 Say EHLO first");
          if (options.auth && !authUser) return void reply("530 5.7.0 Authentication required");
          const match = /^FROM:\s*<([^>]*)>/i.exec(argument);
          if (!match) return void reply("501 5.5.4 Syntax: MAIL FROM:<address>");
          resetTransaction();
          mailFrom = match[1] ?? "";
          return void reply("250 2.1.0 Ok");
        }
        case "RCPT": {
          if (mailFrom === null) return void reply("503 5.5.1 Need MAIL command");
          const match = /^TO:\s*<([^>]+)>/i.exec(argument);
          if (!match?.[1]) return void reply("501 5.5.4 Syntax: RCPT TO:<address>");
          if (options.rejectRecipient?.(match[1])) {
            return void reply(`550 5.1.1 <${match[1]}>: Recipient address rejected: User unknown`);
          }
          rcptTo.push(match[1]);
          return void reply("250 2.1.5 Ok");
        }
        case "DATA":
          if (rcptTo.length === 0) return void reply("503 5.5.1 Need RCPT command");
          dataLines = [];
          return void reply("354 End data with <CR><LF>.<CR><LF>");
        case "RSET":
          resetTransaction();
          return void reply("250 2.0.0 Ok");
        case "NOOP":
          return void reply("250 2.0.0 Ok");
        case "QUIT":
          reply("221 2.0.0 Bye");
          return void socket.end();
        default:
          return void reply("502 5.5.2 Command not recognized");
      }
    };

    socket.on("data", (chunk: Buffer) => {
      buffered += decoder.write(chunk);
      let end: number;
      while ((end = buffered.indexOf("\r\n")) !== -1) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        handleLine(line);
      }
    });
    reply("220 fake-smtp.test ESMTP ready");
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    messages,
    commands,
    close: () =>
      new Promise<void>((resolve) => {
        // Pooled clients keep their connections open; end them so close() does not wait.
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
