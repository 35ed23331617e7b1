import type { CapacitorConfig } from "@capacitor/cli";

/**
 * The Android and iOS shells: a native web view on the deployed app (docs/shells.md).
 * The app is server-rendered, so the shells load it from APP_URL instead of bundling it, and
 * say which platform they are by appending `ColoreaShell/{platform}` to the User-Agent, which
 * the server reads on every request (getPlatform in app/utils/request.server.ts).
 */
const appUrl = process.env.APP_URL;
if (!appUrl) throw new Error("Set APP_URL to the deployed app (for example https://colorea.app) before running the Capacitor CLI.");
const server = new URL(appUrl);

const config: CapacitorConfig = {
  appId: process.env.CAP_APP_ID ?? "app.colorea.mobile",
  appName: process.env.CAP_APP_NAME ?? "Colorea",
  // Only the page shown when the first load finds no network; everything else comes from APP_URL.
  webDir: "shells/capacitor/www",
  backgroundColor: "#fffdf8",
  server: {
    url: server.origin,
    // Plain http only for a development server on the local network.
    cleartext: server.protocol === "http:",
    // Stripe's hosted checkout stays inside the app, so it returns to /payment with the same session.
    allowNavigation: ["checkout.stripe.com"],
    errorPath: "offline.html",
  },
  android: { appendUserAgent: "ColoreaShell/android" },
  // The web adds the spec's 16px top padding on iOS; the web view itself adds no inset.
  ios: { appendUserAgent: "ColoreaShell/ios", contentInset: "never" },
};

export default config;
