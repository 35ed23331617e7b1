import { describe, expect, it } from "vitest";
import { brushWidth, downloadName, editorReducer, fitZoom, initialEditorState, PALETTE, shouldAutoSave } from "./editor-state";

describe("editor state", () => {
  it("has the spec's defaults", () => {
    expect(initialEditorState).toMatchObject({ zoom: 1, isSaved: true, brushSize: 20, color: "#000000", tool: "brush", isExporting: false });
    expect(PALETTE).toHaveLength(19);
    expect(PALETTE[0].value).toBe("#000000");
    expect(PALETTE.at(-1)?.value).toBe("#f43f5e");
  });

  it("zoom: full is 1 and marks exporting; fit is container width / 1024", () => {
    const full = editorReducer(initialEditorState, { type: "zoom-full" });
    expect(full).toMatchObject({ zoom: 1, isExporting: true });
    const fit = editorReducer(full, { type: "zoom-fit", containerWidth: 512 });
    expect(fit).toMatchObject({ zoom: 0.5, isExporting: false });
    expect(fitZoom(2048)).toBe(1);
    expect(fitZoom(900, 600)).toBeCloseTo(600 / 1024);
    expect(editorReducer(fit, { type: "zoom-to", zoom: 10, containerWidth: 512 }).zoom).toBe(3);
    expect(editorReducer(fit, { type: "zoom-to", zoom: 0.1, containerWidth: 512 }).zoom).toBe(0.5);
  });

  it("brush width is brush size / zoom", () => {
    expect(brushWidth(20, 0.5)).toBe(40);
    expect(brushWidth(20, 2)).toBe(10);
    expect(brushWidth(30, 1)).toBe(30);
  });

  it("edits mark unsaved, saving clears it, reset returns every default", () => {
    let s = editorReducer(initialEditorState, { type: "edited" });
    expect(s.isSaved).toBe(false);
    s = editorReducer(s, { type: "saved" });
    expect(s.isSaved).toBe(true);
    s = editorReducer(editorReducer(s, { type: "color", color: "#ef4444" }), { type: "brush-size", size: 5 });
    s = editorReducer(s, { type: "tool", tool: "eraser" });
    expect(s).toMatchObject({ color: "#ef4444", brushSize: 5, tool: "eraser", eraser: true });
    expect(editorReducer(s, { type: "brush-size", size: 7 }).brushSize).toBe(5);
    expect(editorReducer(s, { type: "reset" })).toEqual(initialEditorState);
  });

  it("picking a colour leaves the eraser for the brush but keeps the bucket", () => {
    const erasing = editorReducer(initialEditorState, { type: "tool", tool: "eraser" });
    expect(editorReducer(erasing, { type: "color", color: "#22c55e" })).toMatchObject({ tool: "brush", eraser: false, color: "#22c55e" });
    const filling = editorReducer(initialEditorState, { type: "tool", tool: "fill" });
    expect(filling).toMatchObject({ tool: "fill", eraser: false });
    expect(editorReducer(filling, { type: "color", color: "#22c55e" })).toMatchObject({ tool: "fill", color: "#22c55e" });
  });

  it("auto-saves only the first stroke on a page neither coloured nor owned", () => {
    expect(shouldAutoSave({ isColored: false, isOwner: false }, false)).toBe(true);
    expect(shouldAutoSave({ isColored: false, isOwner: false }, true)).toBe(false);
    expect(shouldAutoSave({ isColored: true, isOwner: false }, false)).toBe(false);
    expect(shouldAutoSave({ isColored: false, isOwner: true }, false)).toBe(false);
  });

  it("names downloads colored-page-{pageId}-{datetime}.png", () => {
    expect(downloadName(42, new Date("2026-11-21T08:05:09Z"))).toBe("colored-page-42-20261121-080509.png");
  });
});
