/**
 * A job runner in a process of its own whose "trending-recount" job never ends, for the test that
 * kills it mid-job (tests/integration/jobs.test.ts): `node --import tsx` this file with the queue's
 * schema and the lease in seconds. It says "ready" once it works the queue, "running" when the job
 * has started.
 */
import { startJobs } from "~/server/jobs.server";

const [schema, lease] = process.argv.slice(2);
await startJobs({
  work: true,
  schema,
  atStart: false,
  pollingSeconds: 0.5,
  retryDelaySeconds: 1,
  leaseSeconds: Number(lease),
  maintenanceSeconds: 1,
  handlers: {
    "trending-recount": () => {
      process.stdout.write("running\n");
      return new Promise(() => undefined);
    },
  },
});
process.stdout.write("ready\n");
