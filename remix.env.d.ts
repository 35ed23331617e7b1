/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
    requestId: string;
    /**
     * Takes this answer's Content-Security-Policy off the answer the server is making (Remix's
     * adapter adds the Response's headers to it): a public document sends its own, with its own nonce.
     */
    takeContentSecurityPolicy?: () => string;
  }
}
