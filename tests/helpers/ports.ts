import net, { type AddressInfo } from "node:net";

/** Starts `server` listening on a port of 127.0.0.1 the system chose free; that port. */
export async function listenOnFreePort(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** Stops `server` listening; resolves once its open connections have ended too. */
export const closeServer = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A TCP port free on 127.0.0.1 right now (for a server started as a separate process). */
export async function freePort() {
  const server = net.createServer();
  const port = await listenOnFreePort(server);
  await closeServer(server);
  return port;
}

/**
 * The environment of the production build started as a process of its own on `port`: of this
 * process's, only PATH and HOME; in production, at http://127.0.0.1:{port}.
 */
export const buildEnv = (port: number) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: "production" as const,
  PORT: String(port),
  APP_URL: `http://127.0.0.1:${port}`,
});
