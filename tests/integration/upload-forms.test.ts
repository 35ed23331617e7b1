/**
 * Issue #27, finding 15, through HTTP: a photo over the 10 MB limit sent to an upload form (no
 * JavaScript, or a client that skips the browser's check) comes back as that form with the
 * message on its file field and what else was typed, never the 500 page nor the door's short
 * 413 page; the /api door still answers 413 JSON. The Express app in front of the production
 * build (`npm run build` first), on a free port.
 */
import crypto from "node:crypto";
import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import type { ServerBuild } from "@remix-run/node";
import { translate } from "~/i18n";
import { withWebErrors } from "~/server/web-door.server";
import { readMultipart } from "~/utils/upload.server";
import { appServers } from "../helpers/http";
import { makeAdmin, makeUser, sessionCookieFor, type TestUser } from "../helpers/pages";

const apps = appServers();
const TOO_LARGE = translate("es", "errors.upload.tooLarge", { max: "10 MB" });
/** What a phone's photo often weighs: over the image limit and over the door's multipart limit. */
const PHOTO_BYTES = 11 * 1024 * 1024;

type Part = [name: string, value: string] | [name: string, file: { filename: string; type: string; bytes: number }];
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** A browser's multipart body, its parts in the order given (a form's fields after its file are sent after it). */
function multipart(parts: Part[]) {
  const boundary = `----colorea${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === "string") {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.type}\r\n\r\n`),
      );
      // A JPEG's first bytes, then filler: the server never gets as far as looking inside.
      const data = Buffer.alloc(value.bytes, 0x55);
      data.set([0xff, 0xd8, 0xff, 0xe0]);
      chunks.push(data, Buffer.from("\r\n"));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** Posts as a browser of this site would; `declared` claims a longer body than is sent (nothing more is sent). */
function post(base: string, path: string, headers: Record<string, string>, body: Buffer, declared = body.length): Promise<Answer> {
  const url = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: "POST",
        path,
        headers: { ...headers, "Content-Length": String(declared), "Sec-Fetch-Site": "same-origin" },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, ms: Date.now() - started });
          req.destroy();
        });
      },
    );
    req.on("error", reject);
    if (declared === body.length) req.end(body);
    else req.write(body);
  });
}

const photoPart = (name = "file"): Part => [name, { filename: "foto-del-movil.jpg", type: "image/jpeg", bytes: PHOTO_BYTES }];

/** The screen itself, not the 500 page nor the door's short page. */
function expectScreen(answer: Answer, status = 413) {
  expect(answer.status).toBe(status);
  expect(answer.headers["content-type"]).toMatch(/text\/html/);
  expect(answer.body).toMatch(/^<!DOCTYPE html>/);
  expect(answer.body).not.toContain("Ups, algo salió mal");
  expect(answer.body).toContain('data-platform="web"');
}

/** The message on the field `id`: the input points at it, marked invalid. */
function expectOnField(html: string, id: string, errorId = `${id}-error`, message = TOO_LARGE) {
  expect(html).toContain(`<p id="${errorId}" role="alert" class="field-error">${message}</p>`);
  const input = new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
  expect(input).toContain('aria-invalid="true"');
  expect(input).toContain(`aria-describedby="${errorId}"`);
}

const inputValue = (html: string, id: string) => /value="([^"]*)"/.exec(new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "")?.[1];

let base: string;
let user: TestUser;
let admin: TestUser;
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  [user, admin] = await Promise.all([makeUser({ name: "Lucía" }), makeAdmin()]);
  [userCookie, adminCookie, base] = await Promise.all([sessionCookieFor(user.user), sessionCookieFor(admin.user), apps.start()]);
});

afterAll(() => apps.closeAll());

const nameOf = async (id: number) => (await (await getDb()).select({ name: users.name }).from(users).where(eq(users.id, id)))[0]?.name;

describe("an 11 MB photo sent to an upload form without JavaScript", () => {
  it("the photo screen: its own form, the message on the file", async () => {
    const { body, type } = multipart([["extensions", "png,jpg,jpeg,webp"], ["max", "10240"], photoPart()]);
    const answer = await post(base, "/pages/create/photo", { Cookie: userCookie, "Content-Type": type }, body);
    expectScreen(answer);
    expect(answer.body).toContain('data-testid="photo-drop-zone"');
    expectOnField(answer.body, "file");
  });

  it("the upload screen: the message on the file, and who may see the page as it was chosen", async () => {
    // The visibility is sent after the file, as the form orders them: it is still read.
    const { body, type } = multipart([["extensions", "png,jpg,jpeg,webp"], photoPart(), ["visibility", "private"]]);
    const answer = await post(base, "/pages/create/upload", { Cookie: userCookie, "Content-Type": type }, body);
    expectScreen(answer);
    expectOnField(answer.body, "file");
    expect(answer.body).toMatch(/<input type="radio" name="visibility"[^>]*checked=""[^>]*value="private"/);
  });

  it("the account: the message on the photo, the name typed kept, nothing saved", async () => {
    const { body, type } = multipart([photoPart(), ["name", "Lucía Nueva"], ["email", user.email]]);
    const answer = await post(base, "/account", { Cookie: userCookie, "Content-Type": type }, body);
    expectScreen(answer);
    expectOnField(answer.body, "photo");
    expect(inputValue(answer.body, "name")).toBe("Lucía Nueva");
    expect(await nameOf(user.user.id)).toBe("Lucía");
  });

  it("an administrator editing a user's photo: the same, on that form", async () => {
    const other = await makeUser({ name: "Otra" });
    const { body, type } = multipart([["name", "Otra Nueva"], photoPart(), ["email", other.email]]);
    const answer = await post(base, `/admin/users/${other.user.id}/edit`, { Cookie: adminCookie, "Content-Type": type }, body);
    expectScreen(answer);
    expectOnField(answer.body, "photo");
    expect(inputValue(answer.body, "name")).toBe("Otra Nueva");
    expect(await nameOf(other.user.id)).toBe("Otra");
  });

  it("the administrator's own photo and the favicon, each on its form of /admin/account", async () => {
    const own = multipart([["intent", "account"], photoPart(), ["name", "Moderadora Nueva"], ["email", admin.email]]);
    const account = await post(base, "/admin/account", { Cookie: adminCookie, "Content-Type": own.type }, own.body);
    expectScreen(account);
    expectOnField(account.body, "admin-photo");
    expect(inputValue(account.body, "admin-name")).toBe("Moderadora Nueva");

    const settings = multipart([["intent", "settings"], ["app_name", "Colorea Nueva"], ["tagline", "Lema"], photoPart()]);
    const answer = await post(base, "/admin/account", { Cookie: adminCookie, "Content-Type": settings.type }, settings.body);
    expectScreen(answer);
    // The favicon's own limit, not the image limit.
    expectOnField(answer.body, "favicon", "favicon-error", translate("es", "errors.upload.tooLarge", { max: "512 KB" }));
    expect(inputValue(answer.body, "app_name")).toBe("Colorea Nueva");
  });

  it("a website section's image: the message on that image, the heading typed kept", async () => {
    const { body, type } = multipart([["heading", "Un título nuevo"], photoPart("image.file")]);
    const answer = await post(base, "/admin/website/home", { Cookie: adminCookie, "Content-Type": type }, body);
    expectScreen(answer);
    expect(answer.body).toContain(`<p id="f-image-error" class="field-error">${translate("es", "errors.upload.tooLarge", { max: "5 MB" })}</p>`);
    expect(inputValue(answer.body, "f-heading")).toBe("Un título nuevo");
  });
});

describe("the same photo from a client that skipped the browser's check (JavaScript on)", () => {
  it("gets the form's refusal as data, with the file's message and the choices sent", async () => {
    const { body, type } = multipart([photoPart(), ["visibility", "private"]]);
    const answer = await post(
      base,
      `/pages/create/upload?_data=${encodeURIComponent("routes/pages+/create.upload")}`,
      { Cookie: userCookie, "Content-Type": type },
      body,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      result: { status: "error", initialValue: { visibility: "private" }, error: { "": [TOO_LARGE], file: [TOO_LARGE] }, fields: ["visibility"] },
      code: "TOO_LARGE",
    });
  });
});

describe("bodies over the limit stay bounded", () => {
  it("an action that reads its form whole (sign-in's) is handed only what fit, never the 11 MB file", async () => {
    let seen: { fields: [string, string][]; file: unknown; tooLarge: boolean } | undefined;
    const action = async ({ request }: { request: Request }) => {
      const form = await request.clone().formData();
      const fields = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
      seen = { fields, file: form.get("file"), tooLarge: (await readMultipart(request)).tooLarge("file") };
      return null;
    };
    const build = { routes: { "routes/x": { id: "routes/x", path: "x", module: { action, default: () => null } } } } as unknown as ServerBuild;
    const wrapped = (withWebErrors(build).routes["routes/x"].module as unknown as { action: typeof action }).action;
    const { body, type } = multipart([["email", user.email], photoPart(), ["password", "x"]]);
    const request = new Request("http://localhost/x", { method: "POST", headers: { "Content-Type": type, "Content-Length": String(body.length) }, body });
    await wrapped({ request, params: {}, context: {} } as never);
    expect(seen).toEqual({
      fields: [
        ["email", user.email],
        ["password", "x"],
      ],
      file: null,
      tooLarge: true,
    });
  });

  it("past the read limit the form still says so, answered without reading the body, and the connection closes", async () => {
    const { body, type } = multipart([["visibility", "private"]]);
    const answer = await post(base, "/pages/create/upload", { Cookie: userCookie, "Content-Type": type }, body.subarray(0, 100), 200 * 1024 * 1024);
    expectScreen(answer);
    expectOnField(answer.body, "file");
    expect(answer.headers.connection).toBe("close");
    expect(answer.ms).toBeLessThan(5_000);
  });

  it("the /api door still refuses it before reading: 413 in its JSON shape", async () => {
    const answer = await post(
      base,
      "/api/storage/upload",
      { Authorization: `Bearer ${user.token}`, "Content-Type": "multipart/form-data; boundary=x" },
      Buffer.from("--x"),
      PHOTO_BYTES,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: TOO_LARGE, code: "TOO_LARGE" });
  });
});
