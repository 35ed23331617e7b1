// Several end-to-end runs may share a machine: each run (the Playwright runner, its web
// server and its workers share this environment variable) gets its own ports, database and
// data folder, chosen once by the runner.
process.env.E2E_INSTANCE ??= String(process.pid % 40);
const instance = Number(process.env.E2E_INSTANCE);
const base = 21000 + instance * 10;

export const E2E = {
  port: base,
  baseURL: `http://localhost:${base}`,
  zeroConfigPort: base + 1,
  smtpPort: base + 2,
  mailApiPort: base + 3,
  stripePort: base + 4,
  database: `coloring_e2e_${instance}`,
  dataDir: `tests/.artifacts/e2e-data-${instance}`,
  sessionSecret: "e2e-session-secret-0123456789",
};
