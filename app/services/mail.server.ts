import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { mailsFailed, mailsSent } from "~/infra/metrics.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

let made: { transport: Transporter | null } | null = null;
function transport() {
  if (!made) {
    const { SMTP_URL } = getEnv();
    made = { transport: SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null };
  }
  return made.transport;
}

/**
 * Where mails go when no SMTP_URL is set: one text file per mail (its From, To, Date and Subject,
 * then its text as written, so a link is whole to copy), in the data directory, readable by the
 * server's user only. A newcomer's zero-configuration start still lets them verify an address (the
 * start says where, once), and no link reaches a log.
 */
export const outboxDir = () => path.resolve(getEnv().DATA_DIR, "outbox");

async function writeToOutbox({ from, to, subject, text }: Mail & { from: string }) {
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const date = new Date();
  const name = `${date.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.txt`;
  const content = `From: ${from}\nTo: ${to}\nDate: ${date.toUTCString()}\nSubject: ${subject}\n\n${text}\n`;
  await fs.writeFile(path.join(dir, name), content, { mode: 0o600 });
  return name;
}

/**
 * A person's name as a mail may show it: one line (no control characters), spaces folded, at
 * most 40 characters. A name can then never look like part of the message (a line break and a
 * phishing link above the real one).
 */
export function mailName(name: string) {
  const line = name
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/**
 * Sends through SMTP_URL; with no SMTP configured the message is written to the outbox folder
 * (outboxDir), and the log says only that a mail was written there (never its text: it holds
 * links). Counted in the metrics either way.
 */
export async function sendMail(mail: Mail) {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `Colorea <no-reply@${new URL(env.APP_URL).hostname}>`;
  const smtp = transport();
  if (!smtp) {
    const file = await writeToOutbox({ from, ...mail });
    logger.info(`[mail] no SMTP_URL set: a mail was written to the outbox (${file})`);
    mailsSent.inc({ transport: "outbox" });
    return;
  }
  try {
    await smtp.sendMail({ from, ...mail });
  } catch (error) {
    mailsFailed.inc();
    throw error;
  }
  mailsSent.inc({ transport: "smtp" });
}
