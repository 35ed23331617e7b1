import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

const transport = () =>
  singleton<Transporter | null>("mail-transport", () => {
    const { SMTP_URL } = getEnv();
    return SMTP_URL ? nodemailer.createTransport(SMTP_URL) : null;
  });

/** Sends through SMTP_URL; with no SMTP configured the message is written to the log instead. */
export async function sendMail(mail: Mail) {
  const env = getEnv();
  const from = env.MAIL_FROM ?? `Colorea <no-reply@${new URL(env.APP_URL).hostname}>`;
  const smtp = transport();
  if (!smtp) {
    logger.info(`[mail] no SMTP_URL set; message to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
    return;
  }
  await smtp.sendMail({ from, ...mail });
}
