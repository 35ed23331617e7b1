import { afterAll, beforeAll } from "vitest";
import { setEnv } from "../helpers/env";
import { startS3StandIn } from "../stand-ins/s3";
import { privateFilesSuite } from "./private-files.suite";

// The S3-compatible store (the s3rver stand-in, the real SDK): chosen once, from the environment
// this file sets before anything is stored.
let s3: Awaited<ReturnType<typeof startS3StandIn>>;
let restore: () => void;
beforeAll(async () => {
  s3 = await startS3StandIn();
  restore = setEnv({
    S3_BUCKET: s3.bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  });
});
afterAll(async () => {
  restore?.();
  await s3?.close();
});

privateFilesSuite("s3");
