/**
 * The production build started the way the end-to-end tests start it (tests/e2e/start.ts: a
 * fresh migrated Postgres database, the SMTP/OpenAI/Stripe stand-ins), for scripts that need a
 * real running app: the Lighthouse bench and the demo-video recorder.
 *
 * Needs `npm run build` first and the Postgres the tests use.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type RunningApp = {
  base: string;
  /** Signs a new user up through /api and verifies the e-mail: returns the credentials and an API token. */
  newUser: (name: string) => Promise<{ email: string; password: string; token: string }>;
  /** Calls the JSON API (throws on a non-2xx answer). */
  api: <T>(route: string, init: { method?: string; token?: string; json?: unknown; body?: FormData }) => Promise<T>;
  stop: () => Promise<void>;
};

/**
 * Starts tests/e2e/start.ts on its own ports and database: E2E_INSTANCE, default 45 (the test
 * runs pick 0..39, so a script never takes a running test's ports).
 */
export async function startApp(instance = process.env.E2E_INSTANCE ?? "45"): Promise<RunningApp> {
  process.env.E2E_INSTANCE = instance;
  const { E2E } = await import("../tests/e2e/config");
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "tests/e2e/start.ts"], {
    cwd: ROOT,
    env: { ...process.env, E2E_INSTANCE: instance, E2E_LOG_LEVEL: "error" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`tests/e2e/start.ts exited with code ${child.exitCode}`);
    const status = await fetch(`${E2E.baseURL}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error("the app did not answer /healthz within 120 s");
    await sleep(300);
  }

  const api: RunningApp["api"] = async (route, init) => {
    const headers = new Headers({ Accept: "application/json" });
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    let body: BodyInit | undefined = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    const response = await fetch(`${E2E.baseURL}/api${route}`, { method: init.method ?? "POST", headers, body });
    const text = await response.text();
    if (!response.ok) throw new Error(`${init.method ?? "POST"} /api${route} → ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };

  const newUser: RunningApp["newUser"] = async (name) => {
    const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now().toString(36)}@colorea.test`;
    const password = "colores-seguros-1";
    await api("/users/sign-up", { json: { name, email, password, birth_year: 1985 } });
    let link: string | undefined;
    const until = Date.now() + 15_000;
    while (!link && Date.now() < until) {
      const messages = (await fetch(`http://127.0.0.1:${E2E.mailApiPort}/messages?${new URLSearchParams({ to: email })}`).then((r) => r.json())) as {
        text: string;
      }[];
      link = /\/verify\/([\w-]+)/.exec(messages.at(-1)?.text ?? "")?.[1];
      if (!link) await sleep(200);
    }
    if (!link) throw new Error(`no verification e-mail for ${email}`);
    const { token } = await api<{ token: string }>("/users/verify", { json: { token: link, password } });
    return { email, password, token };
  };

  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };

  return { base: E2E.baseURL, newUser, api, stop };
}
