import { describe, expect, it } from "vitest";
import { cleanTags, COLLECTION_SLUGS, suggestTags } from "./collections";
import { addDays, dayOf, isDay } from "./daily-page";

describe("suggestTags", () => {
  it("finds a collection's keywords in a prompt, ignoring case, accents and plurals", () => {
    expect(suggestTags("Un BÚHO leyendo bajo la luna")).toEqual(["animales"]);
    expect(suggestTags("Dos gatos y un perro en el jardín")).toEqual(["animales", "naturaleza"]);
    expect(suggestTags("Un tiranosaurio con globos")).toEqual(["dinosaurios", "vehiculos"]);
    expect(suggestTags("Un pulpo en el fondo del océano")).toEqual(["animales", "mar"]);
    expect(suggestTags("Mandala de corazones")).toEqual(["mandalas"]);
    expect(suggestTags("Un dragón en su castillo")).toEqual(["fantasia"]);
  });

  it("matches whole words only, and nothing for a prompt naming no collection", () => {
    // "gatopardo" is not "gato", "marinero" is not "mar", "rosado" is not "rosa".
    expect(suggestTags("Un gatopardo marinero rosado")).toEqual([]);
    expect(suggestTags("Una taza de chocolate caliente")).toEqual([]);
    expect(suggestTags("")).toEqual([]);
  });
});

describe("cleanTags", () => {
  it("keeps known slugs once, in the collections' order", () => {
    expect(cleanTags(["mar", "nada", "animales", "mar"])).toEqual(["animales", "mar"]);
    expect(cleanTags([...COLLECTION_SLUGS].reverse())).toEqual(COLLECTION_SLUGS);
  });
});

describe("the day in the app's time zone (Europe/Madrid)", () => {
  it("turns at midnight in Spain, not in UTC", () => {
    // Winter: UTC+1. 23:30 UTC on the 14th is already the 15th in Madrid.
    expect(dayOf(new Date("2031-01-14T22:59:00Z"))).toBe("2031-01-14");
    expect(dayOf(new Date("2031-01-14T23:30:00Z"))).toBe("2031-01-15");
    // Summer: UTC+2.
    expect(dayOf(new Date("2031-07-14T21:59:00Z"))).toBe("2031-07-14");
    expect(dayOf(new Date("2031-07-14T22:00:00Z"))).toBe("2031-07-15");
  });

  it("adds days across months, years and leap days; knows a real date", () => {
    expect(addDays("2031-12-31", 1)).toBe("2032-01-01");
    expect(addDays("2032-03-01", -1)).toBe("2032-02-29");
    expect(addDays("2031-03-01", -60)).toBe("2030-12-31");
    expect(isDay("2032-02-29")).toBe(true);
    expect(isDay("2031-02-29")).toBe(false);
    expect(isDay("2031-1-5")).toBe(false);
  });
});
