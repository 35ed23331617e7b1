import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { AppError, BadUpload, TooLarge } from "~/lib/errors";
import { formatBytes, MAX_UPLOAD_BYTES, parseUploadRules, type UploadRules } from "~/services/storage/rules.server";

/**
 * Room above the image limit for the small text fields, and so that a file just over
 * `max` reaches processImage and gets the precise message rather than a bare cut-off.
 */
const MAX_PART_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** A multipart body: one file, a few fields and the framing. The /api door refuses more unread (guards.server). */
export const MULTIPART_BODY_LIMIT = MAX_PART_BYTES + 64 * 1024;
/**
 * A browser's form over that limit is still read up to here, the file counted and dropped,
 * so that its screen can say the image is too large beside everything else the person typed
 * (a phone's photo is often 12 to 40 MB). Past it the body is not read at all.
 */
export const MULTIPART_READ_LIMIT = 64 * 1024 * 1024;

export type UploadedFile = { name: string; type: string; data: Buffer };
export type Upload = { file: UploadedFile; rules: UploadRules; form: FormData };

/** A multipart form as read: its fields, the files that fit, and which parts did not. */
export type MultipartForm = {
  form: FormData;
  /** The part sent under `name` was too large to keep, so it is not in `form`. */
  tooLarge: (name: string) => boolean;
};

/** The names of the parts dropped while reading, or "body": the body was too large to read at all. */
type Dropped = readonly string[] | "body";

/**
 * Where the web door leaves what it dropped, on the smaller request it hands an action
 * (readWithinLimits).
 */
const DROPPED = Symbol("dropped parts");
type ReadRequest = Request & { [DROPPED]?: Dropped };

const tooLarge = (maxBytes = MAX_UPLOAD_BYTES) => TooLarge("errors.upload.tooLarge", { max: formatBytes(Math.min(maxBytes, MAX_UPLOAD_BYTES)) });

/**
 * Keeps each part up to the part limit and all of them up to the body limit; a part past
 * either is read to its end and dropped (the parser would otherwise buffer it whole), and
 * its name noted, so the fields after it are still read.
 */
function keepingHandler(dropped: Set<string>): UploadHandler {
  let kept = 0;
  return async ({ name, filename, contentType, data }) => {
    // The parser's chunks are whole ArrayBuffer views, which TypeScript's Uint8Array does not promise.
    let chunks: BlobPart[] | null = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > MAX_PART_BYTES || kept + size > MULTIPART_BODY_LIMIT) chunks = null;
      chunks?.push(chunk as BlobPart);
    }
    if (!chunks) {
      dropped.add(name);
      return undefined;
    }
    kept += size;
    if (typeof filename === "string") return new File(chunks, filename, { type: contentType });
    return await new Blob(chunks).text();
  };
}

const isMultipart = (request: Request) => /^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "");

/**
 * What a body that is not a multipart form, or is a broken one, is refused as: a browser's form
 * says "choose an image" on its file field; the /api door's upload says BAD_REQUEST (record 0158).
 */
type Malformed = () => AppError;
const noFileChosen: Malformed = () => BadUpload("errors.upload.missing");

/** Reads a multipart body within the limits (the caller has checked it is one). */
async function readKeeping(request: Request, malformed = noFileChosen): Promise<{ form: FormData; dropped: Dropped }> {
  if (Number(request.headers.get("Content-Length") ?? 0) > MULTIPART_READ_LIMIT) return { form: new FormData(), dropped: "body" };
  const dropped = new Set<string>();
  try {
    const form = await unstable_parseMultipartFormData(request, keepingHandler(dropped));
    return { form, dropped: [...dropped] };
  } catch {
    // A malformed body from the client: for a browser's form, as if no file had been sent.
    throw malformed();
  }
}

/**
 * The web door's part (server/web-door.server.ts): a browser's multipart body over the limit
 * is read here, once, before the action runs, and the action gets a request with what fit
 * (the fields, never the large file) and a note of what did not. Every action can then read
 * its body as usual without holding more than the limit, and the upload forms (readMultipart)
 * say which file was too large while keeping what else was typed. Anything else goes as it came.
 */
export async function readWithinLimits(request: Request): Promise<Request> {
  if (!isMultipart(request) || Number(request.headers.get("Content-Length") ?? 0) <= MULTIPART_BODY_LIMIT) return request;
  // Unreadable and over the limit: too large is what the person needs to hear.
  const { form, dropped } = await readKeeping(request).catch(() => ({ form: new FormData(), dropped: "body" as const }));
  const headers = new Headers(request.headers);
  headers.delete("Content-Type");
  headers.delete("Content-Length");
  const within: ReadRequest = new Request(request.url, { method: request.method, headers, body: form, signal: request.signal });
  within[DROPPED] = dropped;
  return within;
}

/**
 * Reads a multipart form (an upload form, with or without a file chosen). A part too large to
 * keep is not an error here, so that the form's other fields can still be shown again: the
 * file's readers (`requiredFile`, `chosenFile`) refuse it.
 */
export async function readMultipart(request: Request, malformed = noFileChosen): Promise<MultipartForm> {
  if (!isMultipart(request)) throw malformed();
  const { form, dropped } = await readKeeping(request, malformed);
  const before = (request as ReadRequest)[DROPPED] ?? [];
  const names = dropped === "body" || before === "body" ? "body" : new Set([...dropped, ...before]);
  return { form, tooLarge: (name) => names === "body" || names.has(name) };
}

/**
 * The file a form may carry under `name` (a profile photo): null when none was chosen (an
 * empty file input is what a browser sends then); refused when it was too large to read,
 * saying the form's own limit (`maxBytes`, when it is below the image limit).
 */
export async function chosenFile({ form, tooLarge: dropped }: MultipartForm, name = "file", maxBytes?: number): Promise<UploadedFile | null> {
  if (dropped(name)) throw tooLarge(maxBytes);
  const file = form.get(name);
  if (!(file instanceof Blob) || file.size === 0) return null;
  return { name: file instanceof File ? file.name : "", type: file.type, data: Buffer.from(await file.arrayBuffer()) };
}

/** The file a form must carry under `name`: "choose an image" without one. */
export async function requiredFile(body: MultipartForm, name = "file"): Promise<UploadedFile> {
  const file = await chosenFile(body, name);
  if (!file) throw BadUpload("errors.upload.missing");
  return file;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

/** The rules an upload form sends beside its file (`extensions`, `max`, `dimensions`): they only tighten the server's. */
export const uploadRules = (form: FormData) =>
  parseUploadRules({ extensions: text(form, "extensions"), max: text(form, "max"), dimensions: text(form, "dimensions") });

/** Reads a multipart upload (fields file, extensions, max, dimensions) for either door. */
export async function readUpload(request: Request, malformed = noFileChosen): Promise<Upload> {
  const body = await readMultipart(request, malformed);
  return { file: await requiredFile(body), rules: uploadRules(body.form), form: body.form };
}
