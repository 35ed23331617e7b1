import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { mailsFailed, mailsSent } from "~/server/metrics.server";

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

/** Sends through SMTP_URL; with no SMTP configured the message is written to the log instead. Counted in the metrics either way. */
export async function sendMail(mail: Mail) {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `Colorea <no-reply@${new URL(env.APP_URL).hostname}>`;
  const smtp = transport();
  if (!smtp) {
    logger.info(`[mail] no SMTP_URL set; message to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    mailsSent.inc({ transport: "log" });
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
