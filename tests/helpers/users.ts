import crypto from "node:crypto";
import { vi } from "vitest";
import * as mail from "~/services/mail.server";
import { tasksSettled } from "~/services/tasks.server";

export const uniqueEmail = (prefix = "user") => `${prefix}-${crypto.randomUUID().slice(0, 8)}@colorea.test`;

/** Runs `fn` and returns the mails it sent (the logging transport, observed), once the tasks sending them are done. */
export async function captureMail(fn: () => Promise<unknown>) {
  // Mails still on their way from earlier work are not this call's.
  await tasksSettled();
  const sent: mail.Mail[] = [];
  const spy = vi.spyOn(mail, "sendMail").mockImplementation(async (message) => {
    sent.push(message);
  });
  try {
    await fn();
    await tasksSettled();
  } finally {
    spy.mockRestore();
  }
  return sent;
}

export function linkToken(text: string) {
  const match = /\/verify\/([\w-]+)/.exec(text);
  if (!match) throw new Error(`no verification link in:\n${text}`);
  return match[1];
}
