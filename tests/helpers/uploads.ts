import * as storageUpload from "~/routes/api+/storage.upload";
import type { ErrorBody } from "./pages";

/**
 * POST /api/storage/upload through its route, as a shell sends a file: `file` named `name` (a PNG
 * unless `type` says otherwise), the upload rules' `fields` (extensions, max, dimensions), and the
 * Bearer token.
 */
export async function uploadFile(
  token: string,
  file: Buffer,
  { name = "dibujo.png", type = "image/png", fields = {} }: { name?: string; type?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)], { type }), name);
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  const request = new Request("http://localhost:3999/api/storage/upload", { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  const res = await storageUpload.action({ request, params: {}, context: { cspNonce: "", requestId: "t" } } as never);
  return { status: res.status, headers: res.headers, body: (await res.json()) as { url: string } & Partial<ErrorBody> };
}
