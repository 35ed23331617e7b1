import { forgetEnv } from "~/infra/env.server";
/**
 * Sets (or, with undefined, unsets) environment variables and drops the memoised getEnv()
 * result so the app reads them. Returns a function that puts everything back.
 */
export function setEnv(vars: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  apply(vars);
  return () => apply(previous);
}

function apply(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetEnv();
}
