import { describe, expect, it } from "vitest";
import { formatBytes, imageFileProblem, MAX_UPLOAD_BYTES } from "./uploads";

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("the browser's check of a chosen image (the server's own limits)", () => {
  it("passes a PNG, JPG or WebP up to 10 MB, judged by its name when the type is unknown", () => {
    expect(imageFileProblem(file("gato.jpg", "image/jpeg", MAX_UPLOAD_BYTES))).toBeNull();
    expect(imageFileProblem(file("gato.webp", "", 1024))).toBeNull();
    expect(imageFileProblem(file("gato.PNG", "", 1024))).toBeNull();
  });

  it("refuses a file over the limit, saying the limit", () => {
    expect(imageFileProblem(file("foto.jpg", "image/jpeg", MAX_UPLOAD_BYTES + 1))).toEqual({ key: "errors.upload.tooLarge", params: { max: "10 MB" } });
    expect(imageFileProblem(file("icono.png", "image/png", 600 * 1024), { maxBytes: 512 * 1024 })).toEqual({
      key: "errors.upload.tooLarge",
      params: { max: "512 KB" },
    });
  });

  it("refuses what is not one of our images, and an image a form does not take, naming the ones it does", () => {
    expect(imageFileProblem(file("nota.pdf", "application/pdf", 10))).toEqual({ key: "errors.upload.type" });
    expect(imageFileProblem(file("dibujo.svg", "image/svg+xml", 10))).toEqual({ key: "errors.upload.type" });
    expect(imageFileProblem(file("sin-tipo", "", 10))).toEqual({ key: "errors.upload.type" });
    expect(imageFileProblem(file("foto.jpg", "image/jpeg", 10), { types: ["image/png", "image/webp"] })).toEqual({
      key: "errors.upload.extension",
      params: { extensions: "PNG, WebP" },
    });
  });

  it("says sizes as people read them", () => {
    expect([formatBytes(10 * 1024 * 1024), formatBytes(512 * 1024), formatBytes(1536 * 1024), formatBytes(900)]).toEqual([
      "10 MB",
      "512 KB",
      "1,5 MB",
      "900 B",
    ]);
  });
});
