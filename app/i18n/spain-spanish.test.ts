import { describe, expect, it } from "vitest";
import { es } from ".";

/**
 * The interface speaks Spain's Spanish (record 0008, issue #43): words a family in Spain would
 * read as Latin American, each with what Spain says instead.
 */
const LATIN_AMERICAN: Record<string, string> = {
  "computadoras?": "ordenador",
  celular: "móvil",
  celulares: "móviles",
  "carros?": "coche",
  "lind[oa]s?": "bonito",
  ustedes: "vosotros",
  plata: "dinero",
  "su sitio": "tu sitio (tuteo, record 0027)",
  acá: "aquí",
  ahorita: "ahora",
  "chequea\\w*|checa\\w*": "comprueba",
  "platica\\w*": "charla",
  "enoja\\w*": "enfada",
  video: "vídeo",
  mouse: "ratón",
  "crayolas?|crayones?": "ceras",
  "plumones?|marcadores?": "rotuladores",
  "apúrate|apurar": "date prisa",
  "jala\\w*": "tira",
};

describe("the Spanish catalogue is Spain's Spanish", () => {
  it("has none of the Latin-American words", () => {
    const found = Object.entries(es).flatMap(([key, text]) =>
      Object.entries(LATIN_AMERICAN)
        .filter(([word]) => new RegExp(`(?<![\\p{L}])(?:${word})(?![\\p{L}])`, "iu").test(String(text)))
        .map(([word, spain]) => `${key}: «${word}» → ${spain}`),
    );
    expect(found).toEqual([]);
  });

  it("catches them", () => {
    const catches = (text: string) => Object.keys(LATIN_AMERICAN).some((word) => new RegExp(`(?<![\\p{L}])(?:${word})(?![\\p{L}])`, "iu").test(text));
    expect(["Colorea en tu computadora", "o en tu celular", "¡Qué lindo!", "Descarga el video"].every(catches)).toBe(true);
    expect(["Colorea en tu ordenador", "o en tu móvil", "¡Qué bonito!", "Descarga el vídeo", "Platón"].some(catches)).toBe(false);
  });
});
