import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { z } from "zod";

// zod 4 probes `new Function` to compile faster parsers; the CSP forbids eval, so the probe only
// logs a violation. Its interpreted parsers are fast enough for forms.
z.config({ jitless: true });

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
