import { defineConfig, devices } from "@playwright/test";
import { SERVERS } from "./tests/e2e/config";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "tests/.artifacts/results",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous for slow two-core machines (a page in Chromium can take a second to open there);
  // a passing test takes what it takes, these only bound a stuck one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: SERVERS.postgres.baseURL,
    locale: "es-ES",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [
    // A test tagged @phone runs on both; @phone-only on the phone alone: its screens and steps are
    // the same on a laptop, and what a phone adds (touch, the small screen) is what it tries.
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone-only/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
    // The journeys tagged @embedded again, against the same build on the embedded database
    // (PGlite, no DATABASE_URL: the second web server), on the laptop's screen alone (issue #41).
    // A helper reads that server's ports and folders through E2E (tests/e2e/config.ts).
    { name: "embedded", use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: SERVERS.embedded.baseURL }, grep: /@embedded/ },
  ],
  // Both servers start whichever projects run; each has its own stand-ins (tests/e2e/start.ts).
  webServer: [
    {
      command: "npx tsx tests/e2e/start.ts",
      url: `${SERVERS.postgres.baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: "npx tsx tests/e2e/start.ts --embedded",
      url: `${SERVERS.embedded.baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
