import net, { type AddressInfo } from "node:net";

/** A TCP port free on 127.0.0.1 right now (for a server started as a separate process). */
export async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
