import { describe, expect, it } from "vitest";
import { downloadDay, downloadName, pageTitle, titleFromIdea, TITLE_MAX } from "~/lib/page-title";

describe("titleFromIdea", () => {
  it.each([
    ["Un dragón amistoso volando sobre un castillo, dibujo de líneas para colorear", "Dragón amistoso volando sobre un castillo"],
    ["un gato astronauta en la luna - dibujo de líneas para colorear", "Gato astronauta en la luna"],
    ["Página para colorear de un unicornio con alas", "Unicornio con alas"],
    ["Unicornio saltando un arcoíris, líneas gruesas y negras, fondo blanco, estilo sencillo", "Unicornio saltando un arcoíris"],
    ["Una tortuga marina nadando entre corales y peces tropicales en el fondo del mar", "Tortuga marina nadando entre corales"],
    ["Página para colorear del bosque encantado", "Bosque encantado"],
    ["león", "León"],
    ["Dibujo para colorear: una casa en el árbol", "Casa en el árbol"],
    ["A cute fox in the forest, coloring page, line art", "A cute fox in the forest"],
  ])("%s → %s", (idea, title) => {
    const made = titleFromIdea(idea);
    expect(made.length).toBeLessThanOrEqual(TITLE_MAX);
    // Never ends on a word that needs another after it.
    expect(made).not.toMatch(/\s(de|con|y|en|un|una|sobre|el|la)$/i);
    expect(made).toBe(title);
  });

  it("keeps the idea when nothing else is left, cut at a word", () => {
    expect(titleFromIdea("dibujo de líneas para colorear")).toBe("Dibujo de líneas para colorear");
    const long = "supercalifragilisticoespialidoso ".repeat(3).trim();
    expect(titleFromIdea(long).length).toBeLessThanOrEqual(TITLE_MAX);
  });
});

describe("pageTitle", () => {
  it("shortens AI ideas only; an uploaded file's name or a photo's title stays as it is; nothing is '#id'", () => {
    expect(pageTitle({ id: 3, source: "ai", prompt: "Un búho leyendo un libro, dibujo de líneas para colorear" })).toBe("Búho leyendo un libro");
    expect(pageTitle({ id: 4, source: "upload", prompt: "mi dibujo, para colorear" })).toBe("mi dibujo, para colorear");
    expect(pageTitle({ id: 5, source: "photo", prompt: "   " })).toBe("#5");
  });
});

describe("downloadName", () => {
  it("is {título}-{fecha}.png in lower-case ASCII letters, digits and hyphens", () => {
    expect(downloadName("Búho leyendo un libro", 7, "2026-11-24")).toBe("buho-leyendo-un-libro-2026-11-24.png");
    expect(downloadName("El niño y la cigüeña: ¡Año nuevo!", 7, "2026-01-01")).toBe("el-nino-y-la-ciguena-ano-nuevo-2026-01-01.png");
    expect(downloadName('a/b\\c:*?"<>|', 7, "2026-01-01")).toBe("a-b-c-2026-01-01.png");
    expect(downloadName("雪の結晶", 12, "2026-01-01")).toBe("pagina-12-2026-01-01.png");
    const long = downloadName("palabra ".repeat(30), 1, "2026-01-01");
    expect(long).toMatch(/^[a-z0-9-]+\.png$/);
    expect(long.length).toBeLessThanOrEqual(60 + "-2026-01-01.png".length);
    expect(long).not.toMatch(/--/);
  });

  it("takes the device's day when it is within a day of the server's, else the server's UTC day", () => {
    const now = new Date("2026-11-24T23:30:00Z");
    expect(downloadDay("2026-11-25", now)).toBe("2026-11-25");
    expect(downloadDay("2026-11-24", now)).toBe("2026-11-24");
    expect(downloadDay("2026-11-20", now)).toBe("2026-11-24");
    expect(downloadDay("2026-13-45", now)).toBe("2026-11-24");
    expect(downloadDay("mañana", now)).toBe("2026-11-24");
    expect(downloadDay(null, now)).toBe("2026-11-24");
  });
});
