import type { CollectionSlug } from "~/lib/collections";
import { letterPage } from "./generators/letters";
import { mandala } from "./generators/mandala";
import { hexagonMosaic } from "./generators/pattern";

/**
 * The first-run gallery: original coloring pages drawn for this project as SVG line
 * art. Hand-drawn pages live in `svg/{key}.svg`; the repetitive ones (mandalas, letters) are made
 * by the generators next to this file. `key` is stable forever: it is the page's `seed_key`, so a
 * page is seeded once and never again, even after an admin blocks it. `title` is the Spanish
 * title stored as the page's prompt (what the gallery search matches). The order is the gallery's
 * order on a fresh start (the first is the newest).
 */
export type SeedCategory = "animals" | "vehicles" | "nature" | "fantasy" | "mandalas" | "letters";
export type SeedDifficulty = "easy" | "medium" | "hard";

export type SeedPage = {
  key: string;
  title: string;
  category: SeedCategory;
  difficulty: SeedDifficulty;
  /** The curated collections it is in (lib/collections.ts), so they are full on a fresh start. */
  tags: CollectionSlug[];
  /** A generated page's SVG; hand-drawn pages have none and are read from `svg/{key}.svg`. */
  generate?: () => string;
};

export const SEED_PAGES: readonly SeedPage[] = [
  { key: "lion", title: "León sonriente", category: "animals", tags: ["animales"], difficulty: "easy" },
  { key: "rocket", title: "Cohete espacial", category: "vehicles", tags: ["vehiculos"], difficulty: "medium" },
  { key: "mandala-flowers", title: "Mandala de flores", category: "mandalas", tags: ["mandalas"], difficulty: "hard", generate: () => mandala("flowers") },
  { key: "unicorn", title: "Unicornio y arcoíris", category: "fantasy", tags: ["fantasia"], difficulty: "medium" },
  { key: "dinosaur", title: "Dinosaurio bonachón", category: "animals", tags: ["animales", "dinosaurios"], difficulty: "easy" },
  { key: "sunflower", title: "Girasol alegre", category: "nature", tags: ["naturaleza"], difficulty: "easy" },
  { key: "letter-a", title: "Letra A de árbol", category: "letters", tags: ["letras"], difficulty: "easy", generate: () => letterPage("A") },
  { key: "turtle", title: "Tortuga feliz", category: "animals", tags: ["animales", "mar"], difficulty: "medium" },
  { key: "sailboat", title: "Barco de vela", category: "vehicles", tags: ["vehiculos", "mar"], difficulty: "easy" },
  { key: "dragon", title: "Dragón amistoso", category: "fantasy", tags: ["fantasia"], difficulty: "medium" },
  { key: "butterfly", title: "Mariposa en el jardín", category: "animals", tags: ["animales", "naturaleza"], difficulty: "medium" },
  { key: "house", title: "Casita en el bosque", category: "nature", tags: ["naturaleza"], difficulty: "medium" },
  { key: "fish", title: "Pez y burbujas", category: "animals", tags: ["animales", "mar"], difficulty: "easy" },
  { key: "mandala-stars", title: "Mandala de estrellas", category: "mandalas", tags: ["mandalas"], difficulty: "medium", generate: () => mandala("stars") },
  { key: "train", title: "Tren de vapor", category: "vehicles", tags: ["vehiculos"], difficulty: "medium" },
  { key: "owl", title: "Búho en la rama", category: "animals", tags: ["animales", "naturaleza"], difficulty: "medium" },
  { key: "castle", title: "Castillo encantado", category: "fantasy", tags: ["fantasia"], difficulty: "hard" },
  { key: "letter-b", title: "Letra B de barco", category: "letters", tags: ["letras"], difficulty: "easy", generate: () => letterPage("B") },
  { key: "elephant", title: "Elefante con globo", category: "animals", tags: ["animales"], difficulty: "easy" },
  { key: "apple-tree", title: "Árbol de manzanas", category: "nature", tags: ["naturaleza"], difficulty: "easy" },
  { key: "balloon", title: "Globo aerostático", category: "vehicles", tags: ["vehiculos"], difficulty: "medium" },
  { key: "octopus", title: "Pulpo simpático", category: "animals", tags: ["animales", "mar"], difficulty: "easy" },
  { key: "robot", title: "Robot simpático", category: "fantasy", tags: ["fantasia"], difficulty: "easy" },
  { key: "mandala-simple", title: "Mandala sencillo", category: "mandalas", tags: ["mandalas"], difficulty: "easy", generate: () => mandala("simple") },
  { key: "cat", title: "Gatito con ovillo", category: "animals", tags: ["animales"], difficulty: "easy" },
  { key: "car", title: "Coche de paseo", category: "vehicles", tags: ["vehiculos"], difficulty: "easy" },
  { key: "letter-c", title: "Letra C de casa", category: "letters", tags: ["letras"], difficulty: "easy", generate: () => letterPage("C") },
  { key: "bunny", title: "Conejo con zanahoria", category: "animals", tags: ["animales"], difficulty: "medium" },
  { key: "hexagon-mosaic", title: "Mosaico de hexágonos", category: "mandalas", tags: ["mandalas"], difficulty: "hard", generate: hexagonMosaic },
  { key: "seabed", title: "Fondo del mar", category: "nature", tags: ["naturaleza", "mar"], difficulty: "medium" },
  { key: "snail", title: "Caracol en la hoja", category: "animals", tags: ["animales", "naturaleza"], difficulty: "easy" },
];
