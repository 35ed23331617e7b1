/**
 * The curated collections (client-safe): each is a tag a page may carry, at a stable Spanish
 * address, /colecciones/{slug}. Their titles and descriptions are in the catalogue
 * (i18n/messages/collections.ts); the rules that read them are services/collections.server.ts.
 * `keywords` are what an AI page's prompt is matched against to tag it (suggestTags): written
 * without accents, in the singular; a word matches them with an "s" or "es" after it too.
 */
export const COLLECTIONS = [
  {
    slug: "animales",
    keywords: [
      "animal",
      "leon",
      "tigre",
      "gato",
      "gatito",
      "perro",
      "perrito",
      "conejo",
      "tortuga",
      "mariposa",
      "pez",
      "buho",
      "elefante",
      "pulpo",
      "caracol",
      "caballo",
      "vaca",
      "oso",
      "pajaro",
      "pato",
      "jirafa",
      "mono",
      "zorro",
      "raton",
      "cerdito",
      "cerdo",
      "oveja",
      "gallina",
      "pollito",
      "rana",
      "abeja",
      "mariquita",
      "koala",
      "panda",
      "pinguino",
      "ballena",
      "delfin",
      "tiburon",
      "cebra",
      "hipopotamo",
      "ardilla",
      "loro",
      "cocodrilo",
      "serpiente",
      "dinosaurio",
      "mascota",
      "lobo",
      "ciervo",
      "erizo",
      "foca",
      "flamenco",
      "canguro",
      "camello",
    ],
  },
  {
    slug: "dinosaurios",
    keywords: ["dinosaurio", "dino", "tiranosaurio", "rex", "triceratops", "diplodocus", "velociraptor", "estegosaurio", "pterodactilo", "braquiosaurio"],
  },
  { slug: "mandalas", keywords: ["mandala", "mosaico", "patron", "geometrico", "geometrica", "simetrico", "simetrica", "caleidoscopio"] },
  { slug: "letras", keywords: ["letra", "abecedario", "alfabeto", "numero", "palabra", "abc"] },
  {
    slug: "vehiculos",
    keywords: [
      "vehiculo",
      "coche",
      "carro",
      "tren",
      "barco",
      "velero",
      "avion",
      "avioneta",
      "cohete",
      "globo",
      "camion",
      "moto",
      "bicicleta",
      "autobus",
      "helicoptero",
      "tractor",
      "submarino",
      "nave",
      "bombero",
      "ambulancia",
      "excavadora",
      "patinete",
    ],
  },
  {
    slug: "naturaleza",
    keywords: [
      "naturaleza",
      "flor",
      "girasol",
      "rosa",
      "tulipan",
      "arbol",
      "bosque",
      "jardin",
      "hoja",
      "montana",
      "paisaje",
      "campo",
      "rio",
      "lago",
      "seta",
      "cactus",
      "planta",
      "arcoiris",
      "sol",
      "nube",
      "otono",
      "primavera",
      "invierno",
      "verano",
      "casita",
      "granja",
    ],
  },
  {
    slug: "fantasia",
    keywords: [
      "fantasia",
      "unicornio",
      "dragon",
      "castillo",
      "hada",
      "sirena",
      "princesa",
      "principe",
      "robot",
      "mago",
      "bruja",
      "duende",
      "gnomo",
      "monstruo",
      "pirata",
      "caballero",
      "rey",
      "reina",
      "magia",
      "magico",
      "encantado",
      "encantada",
      "extraterrestre",
      "alien",
    ],
  },
  {
    slug: "mar",
    keywords: [
      "mar",
      "oceano",
      "playa",
      "pez",
      "pulpo",
      "ballena",
      "delfin",
      "tiburon",
      "tortuga",
      "medusa",
      "cangrejo",
      "estrella de mar",
      "caballito de mar",
      "coral",
      "foca",
      "submarino",
      "barco",
      "velero",
      "sirena",
      "pirata",
      "isla",
    ],
  },
] as const;

export type CollectionSlug = (typeof COLLECTIONS)[number]["slug"];

export const COLLECTION_SLUGS = COLLECTIONS.map((collection) => collection.slug) as [CollectionSlug, ...CollectionSlug[]];

export const isCollectionSlug = (value: string): value is CollectionSlug => (COLLECTION_SLUGS as readonly string[]).includes(value);

/** A collection as the screens and the /api door show it. */
export type Collection = {
  slug: CollectionSlug;
  title: string;
  description: string;
  /** Public pages in it (a count kept a few minutes). */
  count: number;
  /** The picture of its most liked page, "" when it is empty. */
  cover: string;
};

/** Lower-case, without accents (ñ too: keywords are written as "montana"). */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const matchers = COLLECTIONS.map((collection) => ({
  slug: collection.slug,
  // A whole word (or phrase), alone or with a plural ending: "gato" finds "gatos", not "gatopardo".
  pattern: new RegExp(`(^|[^\\p{L}\\p{N}])(${collection.keywords.map(escape).join("|")})(s|es)?(?=$|[^\\p{L}\\p{N}])`, "u"),
}));

/**
 * The collections a page's prompt names, by their keywords, in the collections' order. An
 * admin changes them afterwards on the page's admin screen.
 */
export function suggestTags(prompt: string): CollectionSlug[] {
  const text = fold(prompt);
  return matchers.filter((matcher) => matcher.pattern.test(text)).map((matcher) => matcher.slug);
}

/** Known slugs only, each once, in the collections' order: what a page's tags may be. */
export const cleanTags = (tags: readonly string[]): CollectionSlug[] => COLLECTION_SLUGS.filter((slug) => tags.includes(slug));
