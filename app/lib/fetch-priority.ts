/**
 * Spread on the screen's largest picture (or its preload) so the browser fetches it first. React
 * 18 knows only the lowercase `fetchpriority` attribute: its camel-case prop (React 19's) is
 * written as it is but warns on every render.
 */
export const fetchFirst = (first = true): { fetchpriority?: "high" } => (first ? { fetchpriority: "high" } : {});
