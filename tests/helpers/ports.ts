import net, { type AddressInfo } from "node:net";

/** A TCP port free on 127.0.0.1 right now (for a server started as a separate process). */
export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
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
