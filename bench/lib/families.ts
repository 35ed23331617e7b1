/**
 * The drills' workload and its reckoning: families who save colourings and make pages through
 * /api with bearer tokens and Idempotency-Keys (bench/lib/cluster.ts's RetryingClient), a ledger
 * of every write the app acknowledged, and the checks made afterwards straight in Postgres and
 * the S3 store: every acknowledged write is there with its bytes, nothing was made or spent
 * twice, no row points at a missing file.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import type postgres from "postgres";
import sharp from "sharp";
import { newKey, Tally, type Family, type RetryingClient, type S3Store } from "./cluster";

const SIZE = 1024;
/** Where a paint layer's colour is painted, and read back. */
const SQUARE = { left: 200, top: 200, size: 400 };
const PAINT_DIMENSIONS = `min_width=${SIZE},max_width=${SIZE},min_height=${SIZE},max_height=${SIZE}`;

/** A 1024×1024 line art: closed shapes, so a page made of it has regions. */
export const lineArtPng = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><g fill="none" stroke="#000" stroke-width="12"><circle cx="512" cy="512" r="300"/><rect x="150" y="150" width="250" height="250"/><path d="M600 700 L850 700 L725 900 Z"/></g></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A paint layer: transparent, with one square of `rgb` (what a save is recognised by). */
export const paintLayer = (rgb: [number, number, number]) =>
  sharp({ create: { width: SIZE, height: SIZE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: { create: { width: SQUARE.size, height: SQUARE.size, channels: 4, background: { r: rgb[0], g: rgb[1], b: rgb[2], alpha: 1 } } },
        left: SQUARE.left,
        top: SQUARE.top,
      },
    ])
    .png()
    .toBuffer();

/** The colour at the middle of the square of a stored paint layer. */
export async function paintColour(png: Buffer): Promise<[number, number, number]> {
  const { data } = await sharp(png)
    .extract({ left: SQUARE.left + SQUARE.size / 2, top: SQUARE.top + SQUARE.size / 2, width: 1, height: 1 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

/** A colour for a family's n-th save of a page, different for every save of the drill. */
export const colourOf = (familyIndex: number, pageIndex: number, version: number): [number, number, number] => [
  (familyIndex * 37 + pageIndex * 11) % 256,
  version % 256,
  (Math.floor(version / 256) * 64 + pageIndex * 97 + 5) % 256,
];

const formWith = (file: Buffer, name: string, fields: Record<string, string>) => () => {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(file)], { type: "image/png" }), name);
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  return form;
};

export type AckedSave = { familyId: number; pageId: number; version: number; rgb: [number, number, number] };
export type AckedPage = { familyId: number; id: number; title: string; via: "create" | "upload" };

/** Every write the app acknowledged, and what the families met that they did not expect. */
export class Ledger {
  readonly saves: AckedSave[] = [];
  readonly pages: AckedPage[] = [];
  /** Writes tried until their deadline without an acknowledgement, by kind. */
  readonly gaveUp = new Tally();
  /** Final answers that were neither an acknowledgement nor an expected refusal, by status and code. */
  readonly unexpected = new Tally();
  /** Final answers that were a clear refusal (the drill expected some: a store down, …), by status and code. */
  readonly refused = new Tally();

  latestSave(familyId: number, pageId: number) {
    let latest: AckedSave | undefined;
    for (const save of this.saves) if (save.familyId === familyId && save.pageId === pageId && (!latest || save.version > latest.version)) latest = save;
    return latest;
  }
}

/** An answer's label: "201", "503 STORAGE_UNAVAILABLE". */
const label = (status: number, body: unknown) => `${status}${(body as { code?: string } | null)?.code ? ` ${(body as { code: string }).code}` : ""}`;

export type WorkOptions = {
  client: RetryingClient;
  ledger: Ledger;
  /** Final answers (not 2xx) the drill expects and counts as refusals rather than surprises. */
  expected?: (status: number, code: string | undefined) => boolean;
  deadlineMs?: number;
};

/** One family's hands on the app: the writes a shell makes, each with its own Idempotency-Key. */
export class FamilyAtWork {
  /** The stored version of each page's colouring as this family knows it. */
  readonly versions = new Map<number, number>();
  private made = 0;

  constructor(
    readonly family: Family,
    readonly index: number,
    private readonly options: WorkOptions,
  ) {}

  private settle(kind: string, answer: { status: number; body: unknown; gaveUp: boolean }) {
    if (answer.status >= 200 && answer.status < 300) return true;
    const code = (answer.body as { code?: string } | null)?.code;
    if (answer.gaveUp) this.options.ledger.gaveUp.add(kind);
    else if (this.options.expected?.(answer.status, code)) this.options.ledger.refused.add(`${kind}: ${label(answer.status, answer.body)}`);
    else this.options.ledger.unexpected.add(`${kind}: ${label(answer.status, answer.body)}`);
    return false;
  }

  /** POST /api/storage/upload: the file's URL, or null. */
  async upload(file: Buffer, name: string, fields: Record<string, string> = {}) {
    const answer = await this.options.client.call<{ url: string }>("/storage/upload", {
      token: this.family.token,
      form: formWith(file, name, fields),
      key: newKey(),
      deadlineMs: this.options.deadlineMs,
    });
    return this.settle("upload", answer) ? answer.body.url : null;
  }

  /** A save as the colour screen's shell makes it: the paint layer uploaded, then PATCH /api/coloreds/upsert naming the version it builds on. */
  async saveColouring(pageId: number, pageIndex: number) {
    const version = this.versions.get(pageId) ?? 0;
    const rgb = colourOf(this.index, pageIndex, version + 1);
    const url = await this.upload(await paintLayer(rgb), "pintura.png", { extensions: "png", dimensions: PAINT_DIMENSIONS });
    if (!url) return false;
    const answer = await this.options.client.call<{ upserted: { version: number } }>("/coloreds/upsert", {
      method: "PATCH",
      token: this.family.token,
      json: { pageId, photo: url, version, save_id: `drill-${this.family.id}-${pageId}-${version + 1}`, progress: Math.min(100, version) },
      key: newKey(),
      deadlineMs: this.options.deadlineMs,
    });
    if (!this.settle("colouring", answer)) return false;
    const stored = answer.body.upserted.version;
    if (stored !== version + 1) this.options.ledger.unexpected.add(`colouring: version ${stored} answered for a save on ${version}`);
    this.versions.set(pageId, stored);
    this.options.ledger.saves.push({ familyId: this.family.id, pageId, version: stored, rgb });
    return true;
  }

  /** POST /api/pages/create: an AI page (the OpenAI stand-in draws it), titled so it can be counted. */
  async createPage() {
    const title = `Dibujo ${this.family.id} ${++this.made} ${newKey().slice(0, 6)}`;
    const answer = await this.options.client.call<{ created: { id: number } }>("/pages/create", {
      token: this.family.token,
      json: { prompt: title, visibility: "private" },
      key: newKey(),
      deadlineMs: this.options.deadlineMs,
    });
    if (!this.settle("page (create)", answer)) return null;
    this.options.ledger.pages.push({ familyId: this.family.id, id: answer.body.created.id, title, via: "create" });
    return answer.body.created.id;
  }

  /** /api/storage/upload then POST /api/pages/upload: a page of one's own picture. */
  async uploadPage(lineArt: Buffer, visibility: "private" | "public" = "private") {
    const title = `Subida ${this.family.id} ${++this.made} ${newKey().slice(0, 6)}`;
    const url = await this.upload(lineArt, "dibujo.png");
    if (!url) return null;
    const answer = await this.options.client.call<{ created: { id: number } }>("/pages/upload", {
      token: this.family.token,
      json: { illustration: url, name: `${title}.png`, visibility },
      key: newKey(),
      deadlineMs: this.options.deadlineMs,
    });
    if (!this.settle("page (upload)", answer)) return null;
    this.options.ledger.pages.push({ familyId: this.family.id, id: answer.body.created.id, title, via: "upload" });
    return answer.body.created.id;
  }
}

// --- the reckoning --------------------------------------------------------------------------------

/** Reads the S3 store as the app's files are kept there. */
export class StoreReader {
  private readonly client: S3Client;
  constructor(private readonly store: S3Store) {
    this.client = new S3Client({
      region: "us-east-1",
      endpoint: store.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
    });
  }

  async keys() {
    const keys = new Set<string>();
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.store.bucket, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  async get(key: string) {
    const result = await this.client.send(new GetObjectCommand({ Bucket: this.store.bucket, Key: key }));
    return Buffer.from(await (result.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
  }

  /** The store's key behind a URL the app stored: its authorised /files/ route, or the store's own address. */
  keyOf(url: string) {
    if (!url) return null;
    if (url.startsWith("/files/")) return url.slice("/files/".length);
    const marker = `/${this.store.bucket}/`;
    const at = url.indexOf(marker);
    return at >= 0 ? url.slice(at + marker.length) : null;
  }

  close() {
    this.client.destroy();
  }
}

export type Reckoning = {
  lostSaves: string[];
  lostPages: string[];
  madeTwice: string[];
  creditMismatches: string[];
  /** Page and colouring rows that name a file the store does not hold. */
  halfWritten: string[];
  /** Pages that exist with a drill title no acknowledgement named (the client gave up on them). */
  unacknowledgedPages: number;
  pageCreditsSpent: number;
  pagesMade: number;
  publicCreditsSpent: number;
  firstColourings: number;
};

/**
 * The checks after a drill, straight in Postgres and the store: each acknowledged colouring
 * version is stored with its colour (or a later one of the same family is), each acknowledged page
 * exists with its files, no title was made twice, and per family the credits spent are the pages
 * made (page_creation) and the first colourings of others' pages (public_page).
 */
export async function reckon(
  sql: postgres.Sql,
  store: StoreReader,
  ledger: Ledger,
  families: Family[],
  initial: { pageCreation: number; publicPage: number },
): Promise<Reckoning> {
  const ids = families.map((family) => family.id);
  const keys = await store.keys();
  const result: Reckoning = {
    lostSaves: [],
    lostPages: [],
    madeTwice: [],
    creditMismatches: [],
    halfWritten: [],
    unacknowledgedPages: 0,
    pageCreditsSpent: 0,
    pagesMade: 0,
    publicCreditsSpent: 0,
    firstColourings: 0,
  };

  // Colourings: the latest acknowledged version of each (family, page) is the one stored, with its colour.
  const coloureds = await sql<{ user_id: number; page_id: number; version: number; photo: string; preview: string; thumbnail: string }[]>`
    select user_id, page_id, version, photo, preview, thumbnail from coloreds where user_id in ${sql(ids)}`;
  const byPair = new Map(coloureds.map((row) => [`${row.user_id}:${row.page_id}`, row]));
  const pairs = new Set(ledger.saves.map((save) => `${save.familyId}:${save.pageId}`));
  for (const pair of pairs) {
    const [familyId, pageId] = pair.split(":").map(Number);
    const acked = ledger.latestSave(familyId, pageId);
    const row = byPair.get(pair);
    if (!acked) continue;
    if (!row) {
      result.lostSaves.push(`family ${familyId} page ${pageId}: version ${acked.version} acknowledged, no colouring stored`);
      continue;
    }
    if (row.version < acked.version) {
      result.lostSaves.push(`family ${familyId} page ${pageId}: version ${acked.version} acknowledged, ${row.version} stored`);
      continue;
    }
    if (row.version > acked.version) continue; // a later save went through unacknowledged: the acknowledged one was built upon
    const key = store.keyOf(row.photo);
    if (!key || !keys.has(key)) {
      result.lostSaves.push(`family ${familyId} page ${pageId}: version ${row.version}'s paint layer is not in the store`);
      continue;
    }
    const rgb = await paintColour(await store.get(key));
    if (rgb.some((channel, i) => Math.abs(channel - acked.rgb[i]) > 2)) {
      result.lostSaves.push(`family ${familyId} page ${pageId}: version ${row.version} holds rgb(${rgb}), the save acknowledged sent rgb(${acked.rgb})`);
    }
  }
  for (const row of coloureds) {
    for (const url of [row.photo, row.preview, row.thumbnail]) {
      const key = store.keyOf(url);
      if (!key || !keys.has(key)) result.halfWritten.push(`colouring of page ${row.page_id} by ${row.user_id}: ${url}`);
    }
  }

  // Pages: every acknowledged one exists, none twice, each with its files.
  const pages = await sql<{ id: number; user_id: number; prompt: string; illustration: string; thumbnail: string; region_map: string }[]>`
    select id, user_id, prompt, illustration, thumbnail, region_map from pages where user_id in ${sql(ids)}`;
  const pageIds = new Set(pages.map((page) => page.id));
  for (const acked of ledger.pages) if (!pageIds.has(acked.id)) result.lostPages.push(`${acked.title} (page ${acked.id}, ${acked.via})`);
  const byTitle = new Tally();
  for (const page of pages) byTitle.add(page.prompt);
  for (const [title, n] of byTitle.entries()) if (n > 1) result.madeTwice.push(`"${title}" × ${n}`);
  const ackedTitles = new Set(ledger.pages.map((page) => page.title));
  result.unacknowledgedPages = pages.filter((page) => !ackedTitles.has(page.prompt)).length;
  for (const page of pages) {
    for (const url of [page.illustration, page.thumbnail, page.region_map]) {
      const key = store.keyOf(url);
      if (!key || !keys.has(key)) result.halfWritten.push(`page ${page.id}: ${url || "(empty)"}`);
    }
  }

  // Credits: what each family spent is what it made.
  const credits = await sql<{ user_id: number; page_creation: number; public_page: number }[]>`
    select user_id, page_creation, public_page from credits where user_id in ${sql(ids)}`;
  const firsts = await sql<{ user_id: number; n: number }[]>`
    select c.user_id, count(*)::int as n from coloreds c join pages p on p.id = c.page_id
    where c.user_id in ${sql(ids)} and p.user_id <> c.user_id group by c.user_id`;
  for (const family of families) {
    const credit = credits.find((row) => row.user_id === family.id);
    const made = pages.filter((page) => page.user_id === family.id).length;
    const coloured = firsts.find((row) => row.user_id === family.id)?.n ?? 0;
    const pageSpent = initial.pageCreation - (credit?.page_creation ?? 0);
    const publicSpent = initial.publicPage - (credit?.public_page ?? 0);
    result.pageCreditsSpent += pageSpent;
    result.pagesMade += made;
    result.publicCreditsSpent += publicSpent;
    result.firstColourings += coloured;
    if (pageSpent !== made) result.creditMismatches.push(`${family.name}: ${pageSpent} page creations spent, ${made} pages made`);
    if (publicSpent !== coloured)
      result.creditMismatches.push(`${family.name}: ${publicSpent} public-page credits spent, ${coloured} first colourings of others' pages`);
  }
  return result;
}

/** The reckoning's lines for a drill's figures. */
export function reckoningRows(ledger: Ledger, r: Reckoning): [string, string | number][] {
  const list = (items: string[]) => (items.length ? `${items.length}: ${items.slice(0, 5).join("; ")}${items.length > 5 ? "; …" : ""}` : "0");
  return [
    [
      "acknowledged writes",
      `${ledger.saves.length + ledger.pages.length} (colouring saves ${ledger.saves.length}, pages ${ledger.pages.length}: created ${ledger.pages.filter((p) => p.via === "create").length}, uploaded ${ledger.pages.filter((p) => p.via === "upload").length})`,
    ],
    ["lost (acknowledged, not there)", list([...r.lostSaves, ...r.lostPages])],
    ["made twice (one request, two pages)", list(r.madeTwice)],
    [
      "credits spent twice",
      r.creditMismatches.length
        ? list(r.creditMismatches)
        : `0 (page creations spent ${r.pageCreditsSpent} = pages ${r.pagesMade}; public-page spent ${r.publicCreditsSpent} = first colourings ${r.firstColourings})`,
    ],
    ["rows pointing at a missing file", list(r.halfWritten)],
    ["pages made, never acknowledged", r.unacknowledgedPages],
    ["writes given up (no answer in time)", ledger.gaveUp.toString()],
    ["refusals (expected)", ledger.refused.toString()],
    ["unexpected answers", ledger.unexpected.toString()],
  ];
}
