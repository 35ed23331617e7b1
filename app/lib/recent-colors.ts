/** The colours a user painted with last (the colour screen's "Recientes"); shared by the screen and the server. */
export const RECENT_COLORS = 8;

export const isHexColor = (value: unknown): value is string => typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value);

/** Newest first, each colour once (lower case), at most RECENT_COLORS. */
export const normalizeRecentColors = (colors: readonly string[]) => [...new Set(colors.filter(isHexColor).map((c) => c.toLowerCase()))].slice(0, RECENT_COLORS);

/** The list after painting with `color`: it moves (or comes) to the front. */
export const withRecentColor = (colors: readonly string[], color: string) => normalizeRecentColors([color, ...colors]);
