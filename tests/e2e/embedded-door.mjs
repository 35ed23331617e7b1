import http from "node:http";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Preloaded (`node --import`) into the end-to-end run's server on the embedded database
 * (tests/e2e/start.ts --embedded), and only there: the SQL door through which the tests' own
 * statements (tests/e2e/database.ts) reach that server's PGlite, which no other process can open.
 *
 * The build runs unchanged. The app opens its database with PGlite.create (db/client.server.ts),
 * from this same module (the build keeps its packages external), so the one made on
 * E2E_SQL_DOOR_DIR is kept here. A POST to /query with { text, params } runs on it, through
 * PGlite's own query: after the statement or transaction it is running, never inside one. It
 * answers the rows as JSON (an int8 as text, as postgres.js reads it), or 500 with the error.
 * It listens on 127.0.0.1, at E2E_SQL_DOOR_PORT.
 */
const port = Number(process.env.E2E_SQL_DOOR_PORT);
const dir = path.resolve(process.env.E2E_SQL_DOOR_DIR ?? "");
if (!port || !process.env.E2E_SQL_DOOR_DIR) throw new Error("embedded-door.mjs needs E2E_SQL_DOOR_PORT and E2E_SQL_DOOR_DIR");

let database = null;
const create = PGlite.create;
PGlite.create = async (...args) => {
  const made = await create.apply(PGlite, args);
  if (typeof args[0] === "string" && path.resolve(args[0]) === dir) database = made;
  return made;
};

async function bodyOf(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

const door = http.createServer((request, response) => {
  const answer = (status, body) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(body);
  };
  if (request.method !== "POST" || request.url !== "/query") return answer(404, JSON.stringify({ error: "POST /query" }));
  if (!database) return answer(503, JSON.stringify({ error: "the server has not opened its database yet" }));
  const open = database;
  bodyOf(request)
    .then(async ({ text, params }) => {
      const { rows } = await open.query(text, params);
      answer(
        200,
        JSON.stringify(rows, (_key, value) => (typeof value === "bigint" ? String(value) : value)),
      );
    })
    .catch((error) => answer(500, JSON.stringify({ error: error instanceof Error ? error.message : String(error) })));
});
door.listen(port, "127.0.0.1");
// Never what keeps the server running.
door.unref();
