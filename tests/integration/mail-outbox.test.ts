/**
 * Issue #43.13: with no mail server set, a mail is written to the outbox folder in the data
 * directory (one text file each, the owner's to read), and no log line holds its text or links.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { outboxDir, sendMail } from "~/services/mail.server";
import { getEnv } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";

afterEach(() => vi.restoreAllMocks());

describe("the outbox (no SMTP_URL)", () => {
  it("writes each mail to DATA_DIR/outbox as a file only its owner reads; the log names the file, never the text", async () => {
    expect(getEnv().SMTP_URL).toBeUndefined();
    const logged: string[] = [];
    for (const level of ["info", "error", "debug"] as const) {
      vi.spyOn(logger, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(" ")));
    }
    const before = new Set(fs.existsSync(outboxDir()) ? fs.readdirSync(outboxDir()) : []);
    const link = "http://localhost:3000/verify/un-token-secreto-123";
    await sendMail({ to: "ana@example.com", subject: "Confirma tu correo", text: `Hola Ana,\n\nPulsa aquí: ${link}\n` });

    expect(outboxDir()).toBe(path.resolve(getEnv().DATA_DIR, "outbox"));
    const written = fs.readdirSync(outboxDir()).filter((name) => !before.has(name));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/\.txt$/);
    const file = path.join(outboxDir(), written[0]);
    const mail = fs.readFileSync(file, "utf8");
    expect(mail).toMatch(/^To: ana@example\.com$/m);
    expect(mail).toMatch(/^Subject: Confirma tu correo$/m);
    expect(mail).toContain(link);
    if (process.platform !== "win32") expect(fs.statSync(file).mode & 0o077).toBe(0);

    expect(logged.join("\n")).toContain(written[0]);
    expect(logged.join("\n")).not.toContain("un-token-secreto-123");
    expect(logged.join("\n")).not.toContain("Pulsa aquí");
  });
});
