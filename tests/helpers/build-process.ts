import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { vi } from "vitest";
import { TEST_ADMIN } from "./database";
import { buildEnv, freePort } from "./ports";

/** Waits for `check` to give a value; `what` (read when the wait ends) says what was awaited. */
export function until<T>(check: () => Promise<T | undefined | false> | T | undefined | false, ms: number, what: () => string, interval = 250): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value) throw new Error(`timed out waiting for ${what()}`);
      return value;
    },
    { timeout: ms, interval },
  );
}

export type BuildProcess = { child: ChildProcess; output: () => string; base: string; dataDir: string };

/** The text of the newest mail to `to` in a process's outbox (no SMTP_URL: DATA_DIR/outbox, one file a mail), if any. */
export function outboxMailTo(dataDir: string, to: string): string | undefined {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return undefined;
  const mails = fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((name) => fs.readFileSync(path.join(dir, name), "utf8"));
  return mails.find((mail) => mail.split("\n").includes(`To: ${to}`));
}

/**
 * Processes of the production build (`npm run build` first), each on a free port with a data
 * folder of its own, the test admin, and the given database and environment; `stopAll` ends them.
 */
export function buildProcesses(shared: () => Record<string, string>) {
  const procs: BuildProcess[] = [];

  /** An app server (answering /healthz before this returns) or, with `--worker`, a job worker. */
  async function launch(args: string[] = []): Promise<BuildProcess> {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "coloring-build-"));
    const child = spawn(process.execPath, ["server-build/index.js", ...args], {
      env: {
        ...buildEnv(port),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: TEST_ADMIN.email,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        RUN_JOBS: "false",
        LOG_LEVEL: "info",
        IMAGE_THREADS: "1",
        ...shared(),
      },
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const proc = { child, output: () => output, base, dataDir };
    procs.push(proc);
    if (!args.includes("--worker")) {
      await until(
        () =>
          child.exitCode === null &&
          fetch(`${base}/healthz`)
            .then((r) => r.ok)
            .catch(() => false),
        60_000,
        () => `${base}/healthz (${output})`,
      );
    }
    return proc;
  }

  /** SIGTERM to every process still running, and their ends awaited. */
  const stopAll = () =>
    Promise.all(
      procs.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once("exit", () => resolve());
            child.kill("SIGTERM");
          }),
      ),
    );

  return { launch, stopAll };
}

/** SIGKILL (kill -9) to a process still running, and its end awaited. */
export async function kill({ child }: BuildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}
