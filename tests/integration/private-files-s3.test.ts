import { afterAll, beforeAll } from "vitest";
import { setEnv } from "../helpers/env";
import { s3EnvOf, startS3StandIn } from "../stand-ins/s3";
import { privateFilesSuite } from "./private-files.suite";

// The S3-compatible store (the s3rver stand-in, the real SDK): chosen once, from the environment
// this file sets before anything is stored.
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let restore: () => void;
beforeAll(async () => {
  s3 = await startS3StandIn();
  restore = setEnv({
    ...s3EnvOf(s3),
  });
});
afterAll(async () => {
  restore?.();
  await s3?.close();
});

privateFilesSuite("s3");
