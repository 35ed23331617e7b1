import type { KeysOf } from "~/i18n/define";
import type { colorMessages } from "~/i18n/messages/color";

/** The colour screen's settings and their rules (docs/product.md §3 Editor state, §4, §9). Pure. */

export const BRUSH_SIZES = [30, 25, 20, 15, 10, 5] as const;
export const DEFAULT_BRUSH_SIZE = 20;
export const DEFAULT_COLOR = "#000000";
export const CONFETTI_MS = 3000;

/** 19 colours: black, slate, stone, white, then the rainbow from red to rose. */
export const PALETTE = [
  { key: "color.name.black", value: "#000000" },
  { key: "color.name.slate", value: "#64748b" },
  { key: "color.name.stone", value: "#78716c" },
  { key: "color.name.white", value: "#ffffff" },
  { key: "color.name.red", value: "#ef4444" },
  { key: "color.name.orange", value: "#f97316" },
  { key: "color.name.amber", value: "#f59e0b" },
  { key: "color.name.yellow", value: "#facc15" },
  { key: "color.name.lime", value: "#84cc16" },
  { key: "color.name.green", value: "#22c55e" },
  { key: "color.name.teal", value: "#14b8a6" },
  { key: "color.name.cyan", value: "#06b6d4" },
  { key: "color.name.sky", value: "#0ea5e9" },
  { key: "color.name.blue", value: "#3b82f6" },
  { key: "color.name.indigo", value: "#6366f1" },
  { key: "color.name.violet", value: "#8b5cf6" },
  { key: "color.name.purple", value: "#a855f7" },
  { key: "color.name.pink", value: "#ec4899" },
  { key: "color.name.rose", value: "#f43f5e" },
] as const satisfies readonly { key: KeysOf<typeof colorMessages>; value: string }[];

/**
 * brush and eraser draw strokes; fill colours the whole region under a tap (issue #8);
 * picker takes a colour from the picture, then hands back to the tool before it.
 */
export type Tool = "brush" | "eraser" | "fill" | "picker";

export type EditorState = {
  /** Screen pixels per page pixel (the view's scale), as last settled. */
  zoom: number;
  isDrawing: boolean;
  isSaved: boolean;
  brushSize: number;
  color: string;
  /** The colour panel (colours and sizes); shown unless the person hides it. */
  palette: boolean;
  eraser: boolean;
  scale: boolean;
  tool: Tool;
  /** The tool the picker hands back to. */
  previousTool: Exclude<Tool, "picker">;
  /** "Tamaño real": one page pixel per screen pixel (docs/product.md §4 full zoom). */
  isExporting: boolean;
};

export const initialEditorState: EditorState = {
  zoom: 1,
  isDrawing: false,
  isSaved: true,
  brushSize: DEFAULT_BRUSH_SIZE,
  color: DEFAULT_COLOR,
  palette: true,
  eraser: false,
  scale: false,
  tool: "brush",
  previousTool: "brush",
  isExporting: false,
};

/** A stroke is `brushSize` screen pixels wide whatever the zoom. */
export const brushWidth = (brushSize: number, zoom: number) => brushSize / (zoom > 0 ? zoom : 1);

export type EditorAction =
  /** The view settled at `zoom`; `full` when it is the 1:1 "Tamaño real". */
  | { type: "zoomed"; zoom: number; full: boolean }
  | { type: "tool"; tool: Tool }
  /** The picker took a colour: paint with it, with the tool used before. */
  | { type: "picked"; color: string }
  | { type: "toggle"; panel: "palette" | "scale" }
  | { type: "color"; color: string }
  | { type: "brush-size"; size: number }
  | { type: "drawing"; on: boolean }
  | { type: "edited" }
  | { type: "saved" }
  | { type: "reset" };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "zoomed":
      return state.zoom === action.zoom && state.isExporting === action.full ? state : { ...state, zoom: action.zoom, isExporting: action.full };
    case "tool":
      return {
        ...state,
        tool: action.tool,
        eraser: action.tool === "eraser",
        previousTool: state.tool === "picker" ? state.previousTool : state.tool,
      };
    case "picked":
      return { ...state, color: action.color, tool: state.previousTool === "eraser" ? "brush" : state.previousTool, eraser: false };
    case "toggle":
      return { ...state, [action.panel]: !state[action.panel] };
    case "color": {
      // A colour is for painting: it leaves the eraser (and the picker) for the brush, and keeps the bucket.
      const from = state.tool === "picker" ? state.previousTool : state.tool;
      return { ...state, color: action.color, tool: from === "fill" ? "fill" : "brush", eraser: false };
    }
    case "brush-size":
      return BRUSH_SIZES.includes(action.size as (typeof BRUSH_SIZES)[number]) ? { ...state, brushSize: action.size } : state;
    case "drawing":
      return { ...state, isDrawing: action.on };
    case "edited":
      return { ...state, isSaved: false };
    case "saved":
      return { ...state, isSaved: true };
    case "reset":
      return initialEditorState;
  }
}

/**
 * Auto-save (docs/product.md §4): the first stroke on a page the user neither owns nor has
 * coloured claims it (spending one public_page credit, once).
 */
export function shouldAutoSave(page: { isColored: boolean; isOwner: boolean }, claimed: boolean) {
  return !page.isColored && !page.isOwner && !claimed;
}
