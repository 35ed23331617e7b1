import { spawn } from "node:child_process";
import type { Readable } from "node:stream";

/**
 * Postgres's own tools (pg_dump, pg_restore), run as they are found on PATH: a server's
 * dump needs a pg_dump of its major version or newer (PATH=/usr/lib/postgresql/16/bin:$PATH picks
 * one). The connection is handed over in libpq's variables, so the password is never on a
 * command line that `ps` shows.
 */

/** DATABASE_URL as libpq's environment variables. */
export function libpqEnv(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string | undefined> = {
    PGHOST: parsed.hostname.replace(/^\[(.*)\]$/, "$1") || parsed.searchParams.get("host") || undefined,
    PGPORT: parsed.port || undefined,
    PGUSER: decodeURIComponent(parsed.username) || undefined,
    PGPASSWORD: decodeURIComponent(parsed.password) || undefined,
    PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)) || undefined,
    PGSSLMODE: parsed.searchParams.get("sslmode") ?? (["true", "require"].includes(parsed.searchParams.get("ssl") ?? "") ? "require" : undefined),
    PGAPPNAME: "colorea-backup",
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]));
}

export class PgToolError extends Error {
  name = "PgToolError";
}

/** Runs a tool to its end; its standard error is the error's message when it fails. */
export function runTool(command: string, args: string[], options: { url?: string; stdin?: Readable } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...(options.url ? libpqEnv(options.url) : {}) },
      stdio: [options.stdin ? "pipe" : "ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new PgToolError(`${command} was not found: install Postgres's client tools (postgresql-client)`) : error),
    );
    child.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new PgToolError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
    if (options.stdin && child.stdin) {
      // A tool that stops reading (it failed) ends the pipe: its exit says why.
      child.stdin.on("error", () => undefined);
      options.stdin.on("error", (error) => {
        child.kill();
        reject(error);
      });
      options.stdin.pipe(child.stdin);
    }
  });
}

/** A tool's version line ("pg_dump (PostgreSQL) 15.20"). */
export async function toolVersion(command: string) {
  return (await runTool(command, ["--version"])).trim();
}
