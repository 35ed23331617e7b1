import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs } from "@remix-run/node";
import * as webhookRoute from "~/routes/api+/stripe.webhook";

/**
 * What Stripe's webhook deliveries reach: a real HTTP server that hands the untouched body
 * and headers to the /api/stripe/webhook route, as Express does in production.
 */
export async function startWebhookReceiver(): Promise<{ url: string; close: () => Promise<void> }> {
  const receiver = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
      const request = new Request(`http://localhost:3999${req.url ?? "/"}`, { method: req.method, headers, body: Buffer.concat(chunks) });
      const args: ActionFunctionArgs = { request, params: {}, context: { cspNonce: "", requestId: "webhook" } };
      const response = await webhookRoute.action(args);
      res.writeHead(response.status, { "Content-Type": response.headers.get("Content-Type") ?? "application/json" });
      res.end(await response.text());
    })();
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`,
    close: () => new Promise<void>((resolve) => receiver.close(() => resolve())),
  };
}
