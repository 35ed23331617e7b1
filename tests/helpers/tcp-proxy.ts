import net from "node:net";
import { closeServer, listenOnFreePort } from "./ports";

/**
 * A TCP proxy in front of a local port (Postgres), which a test can take away: `stop()` closes it
 * and every connection through it (new ones are refused, as when the database is down), `silence()`
 * accepts connections and never answers (as a stalled network or a stopped proxy does), `resume()`
 * forwards again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let mode: "forward" | "silent" = "forward";
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const handle = (client: net.Socket) => {
    track(client);
    if (mode === "silent") return;
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  };
  let server = net.createServer(handle);
  const port = await listenOnFreePort(server);
  const listening = () => server.listening;
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port,
    /** Refuses new connections and cuts the open ones. */
    async stop() {
      await shut();
    },
    /** Cuts the open connections; new ones are accepted and never answered. */
    async silence() {
      mode = "silent";
      cut();
      if (!listening()) await listen();
    },
    /** Forwards again. */
    async resume() {
      mode = "forward";
      cut();
      if (!listening()) await listen();
    },
    close: () => shut(),
  };

  /** Stops listening, then cuts what is open (a server closes once its last connection has). */
  async function shut() {
    const closed = listening() ? closeServer(server) : Promise.resolve();
    cut();
    await closed;
  }

  async function listen() {
    server = net.createServer(handle);
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  }
}
