import postgres, { type Row } from "postgres";
import { databaseUrl } from "../helpers/database";
import { currentServer, SERVERS } from "./config";

let client: postgres.Sql | null = null;

/**
 * The tests' own statements (a family's rows, a plan, time moved on: tests/e2e/fixtures.ts), on
 * the database of the server the running test talks to (config.ts's currentServer). A tagged
 * template as postgres.js's, each `${value}` a parameter, answering the rows.
 *
 * With Postgres, a connection of the tests' own. The embedded database (PGlite) is open in its
 * server's process alone, so there the statement goes to the SQL door that process opens for the
 * tests (tests/e2e/embedded-door.mjs, on 127.0.0.1): run by the server's own PGlite, after
 * whatever statement or transaction it is running.
 */
export async function sql(strings: TemplateStringsArray, ...values: unknown[]): Promise<Row[]> {
  if (currentServer() === "postgres") {
    client ??= postgres(databaseUrl(SERVERS.postgres.database), { max: 2, idle_timeout: 5, onnotice: () => {} });
    return client(strings, ...(values as postgres.ParameterOrFragment<never>[]));
  }
  const text = strings.reduce((query, part, index) => `${query}$${index}${part}`);
  const response = await fetch(`http://127.0.0.1:${SERVERS.embedded.sqlDoorPort}/query`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text, params: values }),
  });
  if (!response.ok) throw new Error(`the embedded server's SQL door answered ${response.status} (${await response.text()}) to: ${text}`);
  return (await response.json()) as Row[];
}
