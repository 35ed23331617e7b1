/** Print paper, shared by the PDF service and the colour screen's PDF dialog. */
export const PAPER_NAMES = ["a4", "letter"] as const;
export type Paper = (typeof PAPER_NAMES)[number];

/** Countries that print on Letter; everyone else on A4. */
const LETTER_REGIONS = new Set(["US", "CA", "MX", "CL", "CO", "VE", "PH", "GT", "CR", "PA", "DO", "PR", "SV", "NI", "HN"]);

/** The paper a person most likely has, from a language tag or an Accept-Language header (`es-MX` → Letter, `es-ES` → A4). */
export function defaultPaper(languages: string | null | undefined): Paper {
  const first = (languages ?? "").split(",")[0]?.trim() ?? "";
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2})\b/.exec(first)?.[1]?.toUpperCase();
  return region && LETTER_REGIONS.has(region) ? "letter" : "a4";
}
