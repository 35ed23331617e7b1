import http from "node:http";
import { describe, expect, it } from "vitest";
import { servedApp } from "../helpers/http";

/**
 * Calls with an Idempotency-Key (record 0143) that cost the server something before they are
 * known to be anyone's: issue #42.3, a stranger's keyed upload was read whole (up to ~10 MB)
 * before its caller was looked at.
 */

const served = servedApp();

type Early = { status: number; connection: string | undefined; sent: number } | "no answer";

/**
 * Sends the head of a large keyed upload and a first slice of its body, then waits: the answer,
 * with how much of the body had been sent, or "no answer" if the server waited for the rest.
 */
function startUpload(headers: Record<string, string>, declared: number, waitMs: number): Promise<Early> {
  const url = new URL(`${served.base}/api/storage/upload`);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: "POST", headers: { ...headers, "Content-Length": String(declared) } });
    const slice = Buffer.alloc(64 * 1024, 0x61);
    const timer = setTimeout(() => {
      req.destroy();
      resolve("no answer");
    }, waitMs);
    req.on("response", (res) => {
      clearTimeout(timer);
      res.resume();
      resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, sent: slice.length });
      req.destroy();
    });
    req.on("error", (error) => {
      if (!req.destroyed) reject(error);
    });
    req.write(`--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(slice);
  });
}

describe("a keyed upload from nobody signed in", () => {
  it("is refused 401 before its body is read, and its connection closed", async () => {
    const answer = await startUpload({ "Content-Type": "multipart/form-data; boundary=XX", "Idempotency-Key": "k-anonymous-1" }, 8 * 1024 * 1024, 3000);
    expect(answer).toMatchObject({ status: 401, connection: "close" });
  });

  it("with a token that is not anyone's, too", async () => {
    const answer = await startUpload(
      { "Content-Type": "multipart/form-data; boundary=XX", "Idempotency-Key": "k-anonymous-2", Authorization: "Bearer not-a-token" },
      8 * 1024 * 1024,
      3000,
    );
    expect(answer).toMatchObject({ status: 401, connection: "close" });
  });

  it("with a malformed key: the key's 400, before the body", async () => {
    const answer = await startUpload({ "Content-Type": "multipart/form-data; boundary=XX", "Idempotency-Key": "x".repeat(300) }, 8 * 1024 * 1024, 3000);
    expect(answer).toMatchObject({ status: 400, connection: "close" });
  });
});
