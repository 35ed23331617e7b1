import { describe, expect, it } from "vitest";
import { brushWidth, editorReducer, initialEditorState, PALETTE, shouldAutoSave } from "./editor-state";

describe("editor state", () => {
  it("has the spec's defaults", () => {
    expect(initialEditorState).toMatchObject({ zoom: 1, isSaved: true, brushSize: 20, color: "#000000", tool: "brush", isExporting: false });
    // The palette shows from the start (issue #13): colours and sizes at hand.
    expect(initialEditorState.palette).toBe(true);
    expect(PALETTE).toHaveLength(19);
    expect(PALETTE[0].value).toBe("#000000");
    expect(PALETTE.at(-1)?.value).toBe("#f43f5e");
  });

  it("zoom: the settled view's scale; full (1:1) marks exporting", () => {
    const full = editorReducer(initialEditorState, { type: "zoomed", zoom: 1, full: true });
    expect(full).toMatchObject({ zoom: 1, isExporting: true });
    const fit = editorReducer(full, { type: "zoomed", zoom: 0.5, full: false });
    expect(fit).toMatchObject({ zoom: 0.5, isExporting: false });
    expect(editorReducer(fit, { type: "zoomed", zoom: 0.5, full: false })).toBe(fit);
  });

  it("the picker takes a colour and hands back to the tool before it (the brush after the eraser)", () => {
    const filling = editorReducer(initialEditorState, { type: "tool", tool: "fill" });
    const picking = editorReducer(filling, { type: "tool", tool: "picker" });
    expect(picking).toMatchObject({ tool: "picker", previousTool: "fill" });
    expect(editorReducer(picking, { type: "picked", color: "#123456" })).toMatchObject({ tool: "fill", color: "#123456" });
    const erasing = editorReducer(editorReducer(initialEditorState, { type: "tool", tool: "eraser" }), { type: "tool", tool: "picker" });
    expect(editorReducer(erasing, { type: "picked", color: "#abcdef" })).toMatchObject({ tool: "brush", eraser: false });
    // Choosing a swatch while picking also goes back to painting.
    expect(editorReducer(picking, { type: "color", color: "#22c55e" })).toMatchObject({ tool: "fill" });
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
});
