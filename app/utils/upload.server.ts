import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { BadUpload, TooLarge } from "~/services/errors";
import { formatBytes, MAX_UPLOAD_BYTES, parseUploadRules, type UploadRules } from "~/services/storage/rules.server";

/**
 * Room above the image limit for the small text fields, and so that a file just over
 * `max` reaches processImage and gets the precise message rather than a bare cut-off.
 */
const MAX_PART_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;
/** The whole body: one file, a few fields and the multipart framing. */
const MAX_BODY_BYTES = MAX_PART_BYTES + 64 * 1024;

export type UploadedFile = { name: string; type: string; data: Buffer };
export type Upload = { file: UploadedFile; rules: UploadRules; form: FormData };

const tooLarge = () => TooLarge("errors.upload.tooLarge", { max: formatBytes(MAX_UPLOAD_BYTES) });

/**
 * The memory handler caps each part; this caps their sum, because a part the handler
 * skips is buffered whole by the parser and many capped parts would add up.
 */
function boundedHandler(): UploadHandler {
  const memory = unstable_createMemoryUploadHandler({ maxPartSize: MAX_PART_BYTES });
  let total = 0;
  return (part) => {
    async function* counted() {
      for await (const chunk of part.data) {
        total += chunk.byteLength;
        if (total > MAX_BODY_BYTES) throw new MaxPartSizeExceededError(part.name, MAX_BODY_BYTES);
        yield chunk;
      }
    }
    return memory({ ...part, data: counted() });
  };
}

async function parseForm(request: Request) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw BadUpload("errors.upload.missing");
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  try {
    return await unstable_parseMultipartFormData(request, boundedHandler());
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) throw tooLarge();
    // Anything else is a malformed body from the client: as if no file had been sent.
    throw BadUpload("errors.upload.missing");
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

/**
 * Reads a multipart upload (fields file, extensions, max, dimensions) for either door.
 * An empty file input (what a browser sends when nothing was chosen) counts as missing.
 */
export async function readUpload(request: Request): Promise<Upload> {
  const form = await parseForm(request);
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw BadUpload("errors.upload.missing");
  const rules = parseUploadRules({
    extensions: text(form, "extensions"),
    max: text(form, "max"),
    dimensions: text(form, "dimensions"),
  });
  const name = file instanceof File ? file.name : "";
  return { file: { name, type: file.type, data: Buffer.from(await file.arrayBuffer()) }, rules, form };
}

/**
 * A multipart form whose file is optional (e.g. the account form's photo): the fields,
 * and the file when one was chosen.
 */
export async function readOptionalUpload(request: Request): Promise<{ form: FormData; file: UploadedFile | null }> {
  const form = await parseForm(request);
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) return { form, file: null };
  const name = file instanceof File ? file.name : "";
  return { form, file: { name, type: file.type, data: Buffer.from(await file.arrayBuffer()) } };
}
