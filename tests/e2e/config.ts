export const E2E = {
  port: 3999,
  baseURL: "http://localhost:3999",
  database: "coloring_e2e",
  smtpPort: 2525,
  mailApiPort: 2580,
  stripePort: 2590,
  dataDir: "tests/.artifacts/e2e-data",
};
