import { getConnection, type Connection } from "~/db/client.server";
import { seed } from "~/services/seed.server";
import { getEnv } from "~/infra/env.server";

let initialised: Promise<Connection> | null = null;

/** Migrates and seeds once per process, before the first request is served. */
export function initDatabase() {
  initialised ??= (async () => {
    const env = getEnv();
    const connection = await getConnection();
    await connection.migrate();
    await seed(connection.db, { adminEmail: env.ADMIN_EMAIL, adminPassword: env.ADMIN_PASSWORD });
    return connection;
  })();
  return initialised;
}
