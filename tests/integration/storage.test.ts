import fs from "node:fs";
import fsPromises from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type MessageKey, type MessageParams } from "~/i18n";
import * as uploadRoute from "~/routes/api+/storage.upload";
import { issueApiToken } from "~/services/auth.server";
import { isAppError } from "~/lib/errors";
import { deleteObject, getObject, keyFromUrl, newKey, putObject } from "~/services/storage/backends.server";
import { checkImage, decodeRgba, isBarePng, makeThumbnail, processImage } from "~/services/storage/images.server";
import { parseUploadRules, type UploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { createUser } from "~/services/users.server";
import { getEnv } from "~/infra/env.server";
import { uniqueEmail } from "../helpers/users";
import { es } from "../helpers/words";

type ErrorBody = { message: string; code: string; errors?: Record<string, string> };
type TestFile = { name: string; data: Buffer; type?: string };

const DEFAULTS = parseUploadRules({});
const uploadsDir = () => path.join(getEnv().DATA_DIR, "uploads");

// ---------------------------------------------------------------------------
// Images made for the tests
// ---------------------------------------------------------------------------

/** Random pixels, so encoders cannot shrink the file to nothing. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  });
const png = (width = 300, height = 200) => noise(width, height).png().toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1-bit grey PNG whose header claims width×height, with almost no pixel data: a cheap bomb. */
function pngHeaderOnly(width: number, height: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth; colour type, compression, filter, interlace stay 0
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", ihdr), pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(16))), pngChunk("IEND", Buffer.alloc(0))]);
}

const SVG = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>`;

/** Every file under the uploads folder, to prove a refused upload wrote nothing. */
function storedFiles() {
  const dir = uploadsDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile())
    .sort();
}

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

// ---------------------------------------------------------------------------
// The API route, called the way Remix calls it
// ---------------------------------------------------------------------------

async function callUpload<T = ErrorBody>(token: string | null, fields: { file?: TestFile; extensions?: string; max?: string; dimensions?: string }) {
  const form = new FormData();
  const { file, ...text } = fields;
  if (file) form.append("file", new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }), file.name);
  for (const [name, value] of Object.entries(text)) form.append(name, value);
  const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
  const request = new Request("http://localhost:3999/api/storage/upload", { method: "POST", headers, body: form });
  const res = await uploadRoute.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } });
  const textBody = await res.text();
  return { status: res.status, body: JSON.parse(textBody) as T };
}

let userId: number;
let token: string;

beforeAll(async () => {
  const user = await createUser({ name: "Subidas", email: uniqueEmail("storage"), password: "colores-123", verified: true });
  userId = user.id;
  token = await issueApiToken(user.id);
});

// ---------------------------------------------------------------------------

describe("parseUploadRules: the client can only tighten the server's limits", () => {
  it("defaults to png, jpg/jpeg, webp, 10 MiB and 8192 px a side", () => {
    expect(DEFAULTS).toEqual({ extensions: ["png", "jpg", "jpeg", "webp"], maxBytes: 10 * 1024 * 1024, maxWidth: 8192, maxHeight: 8192 });
    expect(parseUploadRules({ extensions: "", max: "", dimensions: "" })).toEqual(DEFAULTS);
  });

  it("intersects extensions, ignoring unknown ones, and allows nothing when none is known", () => {
    expect(parseUploadRules({ extensions: " PNG, .jpg ,svg,gif,constructor" }).extensions).toEqual(["png", "jpg"]);
    expect(parseUploadRules({ extensions: "svg,gif" }).extensions).toEqual([]);
  });

  it("reads max in KiB, capped at 10 MiB, ignoring nonsense", () => {
    expect(parseUploadRules({ max: "2048" }).maxBytes).toBe(2 * 1024 * 1024);
    expect(parseUploadRules({ max: "999999" }).maxBytes).toBe(10 * 1024 * 1024);
    for (const max of ["0", "-5", "abc", "Infinity"]) expect(parseUploadRules({ max }).maxBytes).toBe(10 * 1024 * 1024);
  });

  it("reads dimensions, capping maxima at 8192 and ignoring unknown keys and bad numbers", () => {
    expect(parseUploadRules({ dimensions: "min_width=512, max_width=4096,min_height=100,max_height=99999,ratio=2,min_width=x" })).toMatchObject({
      minWidth: 512,
      maxWidth: 4096,
      minHeight: 100,
      maxHeight: 8192,
    });
    expect(parseUploadRules({ dimensions: "constructor=5,min_width=-3" })).toEqual(DEFAULTS);
  });
});

describe("processImage", () => {
  it("re-encodes in the same family and reports the size", async () => {
    const out = await processImage(await noise(120, 80).webp().toBuffer(), DEFAULTS, "a.webp");
    expect(out).toMatchObject({ format: "webp", width: 120, height: 80 });
    expect((await sharp(out.data).metadata()).format).toBe("webp");
    const jpeg = await processImage(await noise(60, 40).jpeg().toBuffer(), DEFAULTS, "b.JPEG");
    expect(jpeg.format).toBe("jpeg");
  });

  it("strips EXIF and applies the EXIF rotation", async () => {
    const input = await noise(300, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "x", Artist: "Secreto" } } })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString("latin1")).toContain("Secreto");

    const out = await processImage(input, DEFAULTS, "foto.jpg");
    const after = await sharp(out.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.data.toString("latin1")).not.toContain("Secreto");
    expect([out.width, out.height, after.width, after.height]).toEqual([200, 300, 200, 300]);
  });

  it("accepts a file with no extension in its name (a canvas blob): the content decides", async () => {
    expect((await processImage(await png(20, 20), DEFAULTS, "blob")).format).toBe("png");
  });

  it("refuses a pixel bomb from its header alone, in well under a second", async () => {
    const bomb = pngHeaderOnly(20000, 20000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    const error = await refusal(processImage(bomb, DEFAULTS, "bomba.png"));
    expect(performance.now() - started).toBeLessThan(500);
    expect(error.messageKey).toBe("errors.upload.tooManyPixels");
  });

  it("refuses a side over 8192 px even under 40 megapixels", async () => {
    const error = await refusal(processImage(pngHeaderOnly(8193, 10), DEFAULTS, "ancha.png"));
    expect(error.messageKey).toBe("errors.upload.dimensions");
    expect(error.params?.detail).toBe("mide 8193×10 px y el ancho máximo es 8192 px");
  });

  it("refuses an SVG named .svg, a gzip (.svgz) and a GIF with the right messages", async () => {
    expect((await refusal(processImage(Buffer.from(SVG), DEFAULTS, "dibujo.svg"))).messageKey).toBe("errors.upload.svg");
    expect((await refusal(processImage(zlib.gzipSync(SVG), DEFAULTS, "dibujo.png"))).messageKey).toBe("errors.upload.svg");
    const gif = await noise(10, 10).gif().toBuffer();
    const error = await refusal(processImage(gif, DEFAULTS, "anim.png"));
    expect(error.messageKey).toBe("errors.upload.extension");
    expect(error.params).toEqual({ extensions: "PNG, JPG, WebP" });
  });

  it("refuses a filename extension outside the rules even when the content is fine", async () => {
    const error = await refusal(processImage(await png(), parseUploadRules({ extensions: "png" }), "foto.jpg"));
    expect(error.messageKey).toBe("errors.upload.extension");
    expect(error.params).toEqual({ extensions: "PNG" });
  });

  it("refuses everything when the client's extensions name none of ours", async () => {
    const error = await refusal(processImage(await png(), parseUploadRules({ extensions: "gif" }), "a.png"));
    expect(error.messageKey).toBe("errors.upload.extension");
  });
});

describe("what a save trusts of a stored upload (record 0153)", () => {
  it("every PNG processImage writes carries nothing but its pixels (isBarePng), whatever the sender's carried", async () => {
    const sent = [
      await noise(64, 64).png().toBuffer(),
      await noise(64, 64).png({ palette: true }).toBuffer(),
      await noise(64, 64).ensureAlpha(0.5).png().toBuffer(),
      await noise(64, 64)
        .png()
        .withMetadata({ exif: { IFD0: { Copyright: "Secreto" } } })
        .toBuffer(),
      await noise(64, 64).png().withIccProfile("p3").toBuffer(),
      await noise(64, 64).png().toColourspace("rgb16").toBuffer(),
    ];
    expect(sent.map((data) => isBarePng(data))).toEqual([true, true, true, false, false, true]);
    for (const data of sent) expect(isBarePng((await processImage(data, DEFAULTS, "a.png")).data)).toBe(true);
  });

  it("a PNG with text, EXIF, a profile, a time or bytes after its end is not bare; nor is anything else", async () => {
    const plain = await png(20, 20);
    const iend = plain.length - 12;
    const withChunk = (type: string) => Buffer.concat([plain.subarray(0, iend), pngChunk(type, Buffer.from("Secreto")), plain.subarray(iend)]);
    expect(isBarePng(plain)).toBe(true);
    for (const type of ["tEXt", "iTXt", "zTXt", "eXIf", "iCCP", "tIME", "sRGB", "acTL"]) expect(isBarePng(withChunk(type))).toBe(false);
    expect(isBarePng(Buffer.concat([plain, Buffer.from("<html>")]))).toBe(false);
    expect(isBarePng(plain.subarray(0, plain.length - 4))).toBe(false);
    expect(isBarePng(await noise(20, 20).jpeg().toBuffer())).toBe(false);
    expect(isBarePng(Buffer.from(SVG))).toBe(false);
  });

  it("checkImage refuses what processImage refuses, from the header alone; decodeRgba refuses what does not decode", async () => {
    expect((await refusal(checkImage(pngHeaderOnly(20000, 20000), DEFAULTS, "bomba.png"))).messageKey).toBe("errors.upload.tooManyPixels");
    expect((await refusal(checkImage(Buffer.from(SVG), DEFAULTS, "dibujo.png"))).messageKey).toBe("errors.upload.svg");
    expect(await checkImage(await png(30, 20), DEFAULTS, "a.png")).toEqual({ format: "png", width: 30, height: 20 });
    const cut = await png(300, 200);
    expect((await refusal(decodeRgba(cut.subarray(0, cut.length / 2)))).messageKey).toBe("errors.upload.corrupt");
    expect(await decodeRgba(await noise(8, 4).png().toBuffer())).toMatchObject({ width: 8, height: 4, data: expect.any(Buffer) });
  });
});

describe("thumbnails", () => {
  it("fits inside 512×512 as WebP on white, never enlarging", async () => {
    const transparent = await sharp({ create: { width: 1024, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const thumb = await sharp(await makeThumbnail(transparent));
    const meta = await thumb.metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(["webp", 512, 300, false]);
    const { data: pixels } = await thumb.raw().toBuffer({ resolveWithObject: true });
    expect([...pixels.subarray(0, 3)]).toEqual([255, 255, 255]);

    const small = await sharp(await makeThumbnail(await png(100, 50))).metadata();
    expect([small.width, small.height]).toEqual([100, 50]);
  });
});

describe("local storage", () => {
  it("stores, reads back, maps URLs to keys and deletes", async () => {
    const key = newKey("pages", userId, "png");
    expect(key).toMatch(new RegExp(`^pages/${userId}/[a-z0-9]{20,}\\.png$`));
    const data = await png(10, 10);
    const url = await putObject(key, data, "image/png");
    expect(url).toBe(`/files/${key}`);
    expect(fs.readFileSync(path.join(uploadsDir(), key)).equals(data)).toBe(true);
    expect((await getObject(key))?.equals(data)).toBe(true);
    expect(keyFromUrl(url)).toBe(key);

    await deleteObject(key);
    expect(await getObject(key)).toBeNull();
    await deleteObject(key); // deleting twice is fine
  });

  it("never overwrites an existing key", async () => {
    const key = newKey("uploads", userId, "png");
    await putObject(key, Buffer.from("uno"), "image/png");
    await expect(putObject(key, Buffer.from("dos"), "image/png")).rejects.toThrow();
    expect((await getObject(key))?.toString()).toBe("uno");
  });

  it("on a file system without hard links, a file is still moved into place whole, with nothing left beside it", async () => {
    const key = newKey("uploads", userId, "png");
    const link = vi.spyOn(fsPromises, "link").mockRejectedValueOnce(Object.assign(new Error("operation not supported"), { code: "ENOTSUP" }));
    let tried = 0;
    try {
      await putObject(key, Buffer.from("tres"), "image/png");
      tried = link.mock.calls.length;
    } finally {
      link.mockRestore();
    }
    expect(tried).toBe(1);
    expect((await getObject(key))?.toString()).toBe("tres");
    expect(fs.readdirSync(path.dirname(path.join(uploadsDir(), key))).filter((name) => name.endsWith(".part"))).toEqual([]);
  });

  it("recognises only its own well-formed URLs", () => {
    for (const url of [
      "/files/../secrets.json",
      "/files/uploads/1/../../../etc/passwd.png",
      "/files//etc/passwd.png",
      "/files/uploads/1/x.png?v=1",
      "/etc/passwd",
      "https://elsewhere.test/files/uploads/1/x.png",
      "/files/",
      "",
    ]) {
      expect(keyFromUrl(url), url).toBeNull();
    }
    expect(keyFromUrl("/files/coloreds/7/abc-DEF_1.webp")).toBe("coloreds/7/abc-DEF_1.webp");
  });

  it("refuses keys that could escape the folder", async () => {
    await expect(putObject("../escape.png", Buffer.from("x"), "image/png")).rejects.toThrow(/invalid storage key/);
    await expect(getObject("/etc/passwd")).rejects.toThrow(/invalid storage key/);
    expect(() => newKey("uploads", userId, "../png")).toThrow();
  });

  it("storeUpload processes and stores under uploads/{userId}/ with a server-made name", async () => {
    const stored = await storeUpload(userId, { name: "../../mi foto.png", data: await png(64, 32) }, DEFAULTS);
    expect(stored.key).toMatch(new RegExp(`^uploads/${userId}/[a-z0-9]+\\.png$`));
    expect(stored).toMatchObject({ url: `/files/${stored.key}`, width: 64, height: 32 });
    expect(fs.existsSync(path.join(uploadsDir(), stored.key))).toBe(true);
  });
});

// ---------------------------------------------------------------------------
// Bad uploads: refused by the service and by the route, and nothing written
// ---------------------------------------------------------------------------

type BadCase = {
  name: string;
  file: () => Promise<TestFile>;
  fields?: { extensions?: string; max?: string; dimensions?: string };
  status: number;
  code: string;
  key: MessageKey;
  params?: MessageParams;
};

const BAD_CASES: BadCase[] = [
  {
    name: "text renamed .png",
    file: async () => ({ name: "notas.png", data: Buffer.from("hola, esto no es una imagen\n".repeat(20)), type: "image/png" }),
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.type",
  },
  {
    name: "an SVG with a <script>, renamed .png",
    file: async () => ({ name: "dibujo.png", data: Buffer.from(SVG), type: "image/png" }),
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.svg",
  },
  {
    name: "a truncated PNG (a real one cut in half)",
    file: async () => {
      const whole = await png(200, 200);
      return { name: "cortada.png", data: whole.subarray(0, Math.floor(whole.length / 2)) };
    },
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.corrupt",
  },
  {
    name: "a 20000×20000 pixel bomb",
    file: async () => ({ name: "bomba.png", data: pngHeaderOnly(20000, 20000) }),
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.tooManyPixels",
  },
  {
    name: "a file over the client's max",
    file: async () => ({ name: "grande.png", data: await png(100, 100) }),
    fields: { max: "2" },
    status: 413,
    code: "TOO_LARGE",
    key: "errors.upload.tooLarge",
    params: { max: "2 KB" },
  },
  {
    name: "a WebP when only png is allowed",
    file: async () => ({ name: "foto.webp", data: await noise(50, 50).webp().toBuffer() }),
    fields: { extensions: "png" },
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.extension",
    params: { extensions: "PNG" },
  },
  {
    name: "a WebP renamed .png when only png is allowed",
    file: async () => ({ name: "foto.png", data: await noise(50, 50).webp().toBuffer() }),
    fields: { extensions: "png" },
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.extension",
    params: { extensions: "PNG" },
  },
  {
    name: "an image narrower than min_width",
    file: async () => ({ name: "pequena.png", data: await png(300, 200) }),
    fields: { dimensions: "min_width=512,max_width=4096" },
    status: 422,
    code: "VALIDATION",
    key: "errors.upload.dimensions",
    params: { detail: "mide 300×200 px y el ancho mínimo es 512 px" },
  },
];

describe("bad uploads", () => {
  for (const bad of BAD_CASES) {
    it(`refuses ${bad.name}, in the service and at POST /api/storage/upload, writing nothing`, async () => {
      const file = await bad.file();
      const before = storedFiles();
      const rules: UploadRules = parseUploadRules(bad.fields ?? {});

      const error = await refusal(storeUpload(userId, file, rules));
      expect([error.status, error.code, error.messageKey]).toEqual([bad.status, bad.code, bad.key]);
      if (bad.params) expect(error.params).toEqual(bad.params);

      const res = await callUpload(token, { file, ...bad.fields });
      const message = es(bad.key, bad.params);
      expect(res.status).toBe(bad.status);
      expect(res.body).toEqual({ message, code: bad.code, errors: { file: message } });
      expect(storedFiles()).toEqual(before);
    });
  }
});

describe("POST /api/storage/upload", () => {
  it("stores a good upload and answers 200 {url}; the file is on disk at that path", async () => {
    const data = await noise(256, 128)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "x" } } })
      .toBuffer();
    const res = await callUpload<{ url: string }>(token, {
      file: { name: "foto.jpg", data, type: "image/jpeg" },
      extensions: "png,jpg",
      max: "2048",
      dimensions: "min_width=100,max_width=4096",
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["url"]);
    expect(res.body.url).toMatch(new RegExp(`^/files/uploads/${userId}/[a-z0-9]+\\.jpg$`));

    const onDisk = fs.readFileSync(path.join(uploadsDir(), res.body.url.slice("/files/".length)));
    const key = keyFromUrl(res.body.url);
    expect(key && (await getObject(key))?.equals(onDisk)).toBe(true);
    const meta = await sharp(onDisk).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 256, 128, undefined]);
  });

  it("answers 401 without a token, before reading the body", async () => {
    const res = await callUpload(null, { file: { name: "a.png", data: await png(10, 10) } });
    expect(res).toEqual({ status: 401, body: { message: es("errors.signInRequired"), code: "UNAUTHORIZED" } });
  });

  it("answers 422 errors.upload.missing with no file or an empty file input; a non-multipart body is a 400 (record 0158)", async () => {
    const missing = { message: es("errors.upload.missing"), code: "VALIDATION", errors: { file: es("errors.upload.missing") } };
    expect(await callUpload(token, { extensions: "png" })).toEqual({ status: 422, body: missing });
    expect(await callUpload(token, { file: { name: "", data: Buffer.alloc(0) } })).toEqual({ status: 422, body: missing });

    const request = new Request("http://localhost:3999/api/storage/upload", {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ file: "data:image/png;base64,AAAA" }),
    });
    const res = await uploadRoute.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } });
    expect([res.status, await res.json()]).toEqual([400, { message: es("errors.badBody"), code: "BAD_REQUEST" }]);
  });

  it("answers 413 TOO_LARGE (not 500) when the file part is over the 10 MiB limit", async () => {
    const before = storedFiles();
    const res = await callUpload(token, { file: { name: "enorme.png", data: Buffer.alloc(11 * 1024 * 1024, 1) } });
    const message = es("errors.upload.tooLarge", { max: "10 MB" });
    expect(res).toEqual({ status: 413, body: { message, code: "TOO_LARGE", errors: { file: message } } });
    expect(storedFiles()).toEqual(before);
  });

  it("answers 405 to GET", async () => {
    const request = new Request("http://localhost:3999/api/storage/upload", { headers: { Authorization: `Bearer ${token}` } });
    const res = await uploadRoute.loader({ request, params: {}, context: { cspNonce: "", requestId: "t" } });
    expect(res.status).toBe(405);
  });
});
