import { MANIFEST_PATH, REGISTER_SERVICE_WORKER, iconUrl } from "~/utils/pwa";

/** What makes the site installable: the manifest, Apple's home-screen tags and the worker's registration. */
export function PwaHead({ nonce, appName, favicon }: { nonce: string; appName: string; favicon: string }) {
  return (
    <>
      <link rel="manifest" href={MANIFEST_PATH} />
      <link rel="apple-touch-icon" href={iconUrl("apple-touch-icon.png", favicon)} />
      <meta name="mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-capable" content="yes" />
      <meta name="apple-mobile-web-app-title" content={appName} />
      <meta name="apple-mobile-web-app-status-bar-style" content="default" />
      {/* Inline and nonce'd: it runs with or without React on the page. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} />
    </>
  );
}
