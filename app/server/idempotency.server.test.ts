import { describe, expect, it } from "vitest";
import { fingerprint, keyRefusal, MAX_KEY_LENGTH } from "./idempotency.server";

/** How `value` is refused as a key (null: it is not). */
function refusal(value: string) {
  const error = keyRefusal(value);
  return error && { status: error.status, code: error.code, messageKey: error.messageKey };
}

describe("an Idempotency-Key", () => {
  it("is 1 to 255 characters, whatever they are", () => {
    for (const good of ["a", "k".repeat(MAX_KEY_LENGTH), "8e0f2a4c-1b3d-4c5e-9f70-a1b2c3d4e5f6", "pedido 7 · año"]) expect(refusal(good)).toBeNull();
  });

  it("empty or longer is a 400 IDEMPOTENCY_KEY_INVALID", () => {
    for (const bad of ["", "k".repeat(MAX_KEY_LENGTH + 1)]) {
      expect(refusal(bad)).toEqual({ status: 400, code: "IDEMPOTENCY_KEY_INVALID", messageKey: "errors.idempotency.invalid" });
    }
  });
});

describe("a call's fingerprint", () => {
  const json = (text: string) => fingerprint("POST", "/api/pages/create", "application/json", Buffer.from(text));

  it("is the same for the same method, path, type and bytes, and differs when any of them does", () => {
    const base = json('{"prompt":"un gato"}');
    expect(json('{"prompt":"un gato"}')).toBe(base);
    expect(json('{"prompt":"un perro"}')).not.toBe(base);
    expect(json('{"prompt": "un gato"}')).not.toBe(base); // bytes, not meaning
    expect(fingerprint("PATCH", "/api/pages/create", "application/json", Buffer.from('{"prompt":"un gato"}'))).not.toBe(base);
    expect(fingerprint("POST", "/api/booklets", "application/json", Buffer.from('{"prompt":"un gato"}'))).not.toBe(base);
    expect(fingerprint("POST", "/api/pages/create", "application/x-www-form-urlencoded", Buffer.from('{"prompt":"un gato"}'))).not.toBe(base);
    // The type's parameters other than a form's boundary say nothing of the call.
    expect(fingerprint("POST", "/api/pages/create", "application/json; charset=utf-8", Buffer.from('{"prompt":"un gato"}'))).toBe(base);
  });

  const form = (boundary: string, file: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${file}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="max"\r\n\r\n512\r\n--${boundary}--\r\n`,
    );
  const multipart = (boundary: string, file: string) =>
    fingerprint("POST", "/api/storage/upload", `multipart/form-data; boundary=${boundary}`, form(boundary, file));

  it("a form sent again with a new boundary is the same call; another file is not", () => {
    const first = multipart("----formdata-undici-0123456789", "PNGDATA");
    expect(multipart("----WebKitFormBoundaryAbCdEf", "PNGDATA")).toBe(first);
    expect(fingerprint("POST", "/api/storage/upload", 'multipart/form-data; boundary="quoted-one"', form("quoted-one", "PNGDATA"))).toBe(first);
    expect(multipart("----formdata-undici-0123456789", "PNGDATB")).not.toBe(first);
  });

  it("pieces never run together: a boundary's place is not taken by the same bytes elsewhere", () => {
    expect(fingerprint("POST", "/a", "text/plain", Buffer.from("bc"))).not.toBe(fingerprint("POST", "/ab", "text/plain", Buffer.from("c")));
    const marked = fingerprint("POST", "/u", "multipart/form-data; boundary=XY", Buffer.from("one--XYtwo"));
    expect(fingerprint("POST", "/u", "multipart/form-data; boundary=XY", Buffer.from("onetwo"))).not.toBe(marked);
    expect(fingerprint("POST", "/u", "multipart/form-data; boundary=ZZ", Buffer.from("one--ZZtwo"))).toBe(marked);
  });
});
