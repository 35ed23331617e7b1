import http from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; receivedAt: string };

/**
 * A local SMTP server (the real protocol, npm smtp-server) that keeps what it receives,
 * plus a small HTTP endpoint for tests to read it: GET /messages?to=address.
 */
export async function startSmtpStandIn({ smtpPort, httpPort }: { smtpPort: number; httpPort: number }) {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));

  const api = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    const to = url.searchParams.get("to")?.toLowerCase();
    const messages = to ? inbox.filter((m) => m.to.includes(to)) : inbox;
    res.setHeader("Content-Type", "application/json");
    res.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => api.listen(httpPort, "127.0.0.1", resolve));

  return {
    inbox,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => api.close(() => resolve()));
    },
  };
}
