import { createHash } from "node:crypto";
import fs from "node:fs";
import { once } from "node:events";
import type { FileHandle } from "node:fs/promises";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";

/**
 * A plain tar archive (POSIX ustar), written and read here: a backup is one file any `tar` lists
 * and unpacks (record 0145), and the app needs no archive package for it. Only regular files;
 * names of ASCII letters, digits, `-`, `_`, `.` and `/` (storage keys are such); sizes past 8 GiB
 * in GNU's base-256 form, which GNU tar and bsdtar read.
 */

const BLOCK = 512;
const MAX_OCTAL_SIZE = 8 ** 11 - 1;
const NAME = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  header.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "ascii");
}

function writeSize(header: Buffer, size: number) {
  if (size <= MAX_OCTAL_SIZE) return writeOctal(header, size, 124, 12);
  // GNU base-256: the first byte's high bit set, the number big-endian in the rest.
  header[124] = 0x80;
  let rest = BigInt(size);
  for (let at = 135; at > 124; at--) {
    header[at] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

/** Splits a name into ustar's prefix (155) and name (100) at a `/`. */
function splitName(name: string): [string, string] {
  if (name.length <= 100) return ["", name];
  for (let cut = name.indexOf("/"); cut >= 0; cut = name.indexOf("/", cut + 1)) {
    if (cut <= 155 && name.length - cut - 1 <= 100) return [name.slice(0, cut), name.slice(cut + 1)];
  }
  throw new Error(`name too long for a tar archive: ${name}`);
}

function header(name: string, size: number, mtime: Date) {
  if (!NAME.test(name) || name.split("/").some((part) => part === "." || part === "..")) throw new Error(`not a name this archive keeps: ${name}`);
  const [prefix, base] = splitName(name);
  const block = Buffer.alloc(BLOCK);
  block.write(base, 0, 100, "ascii");
  writeOctal(block, 0o644, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeSize(block, size);
  writeOctal(block, Math.floor(mtime.getTime() / 1000), 136, 12);
  block.write("        ", 148, 8, "ascii");
  block.write("0", 156, 1, "ascii");
  block.write("ustar\u000000", 257, 8, "ascii");
  block.write(prefix, 345, 155, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

const padding = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/** Writes a tar file; the sha256 of every byte written is kept as it goes. */
export class TarWriter {
  private readonly hash = createHash("sha256");
  private written = 0;

  private constructor(private readonly out: fs.WriteStream) {}

  static async create(file: string) {
    const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
    await once(out, "open");
    return new TarWriter(out);
  }

  private async write(chunk: Buffer) {
    this.hash.update(chunk);
    this.written += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }

  async addBuffer(name: string, data: Buffer, mtime = new Date()) {
    await this.write(header(name, data.length, mtime));
    await this.write(data);
    await this.write(Buffer.alloc(padding(data.length)));
  }

  /** Adds a file from disk, streamed (a database dump may be larger than memory). */
  async addFile(name: string, file: string) {
    const { size, mtime } = await fsp.stat(file);
    await this.write(header(name, size, mtime));
    let copied = 0;
    for await (const chunk of fs.createReadStream(file)) {
      copied += (chunk as Buffer).length;
      await this.write(chunk as Buffer);
    }
    if (copied !== size) throw new Error(`${file} changed while it was archived`);
    await this.write(Buffer.alloc(padding(size)));
  }

  /** Ends the archive (two empty blocks) and answers its size and sha256. */
  async close() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await once(this.out, "close");
    return { bytes: this.written, sha256: this.hash.digest("hex") };
  }

  /** Stops writing without ending the archive (the caller removes the file). */
  async abort() {
    this.out.destroy();
    await once(this.out, "close").catch(() => undefined);
  }
}

export type TarEntry = { name: string; size: number; offset: number };

function readString(block: Buffer, offset: number, length: number) {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString("ascii");
}

function readSize(block: Buffer) {
  if (block[124] & 0x80) {
    let size = 0n;
    for (let at = 125; at < 136; at++) size = (size << 8n) | BigInt(block[at]);
    return Number(size);
  }
  return parseInt(readString(block, 124, 12).trim() || "0", 8);
}

/** Reads a tar file written by TarWriter (or any ustar tar of regular files). */
export class TarReader {
  private constructor(
    private readonly handle: FileHandle,
    readonly entries: TarEntry[],
  ) {}

  static async open(file: string) {
    const handle = await fsp.open(file, "r");
    try {
      const { size: total } = await handle.stat();
      const entries: TarEntry[] = [];
      const block = Buffer.alloc(BLOCK);
      let position = 0;
      let ended = false;
      while (position + BLOCK <= total) {
        const { bytesRead } = await handle.read(block, 0, BLOCK, position);
        if (bytesRead < BLOCK) break;
        if (block.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        let sum = 0;
        for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
        if (sum !== parseInt(readString(block, 148, 8).trim(), 8)) throw new Error(`not a tar archive, or damaged at byte ${position}`);
        const size = readSize(block);
        const type = String.fromCharCode(block[156] || 48);
        const prefix = readString(block, 345, 155);
        const name = (prefix ? `${prefix}/` : "") + readString(block, 0, 100);
        if (type === "0") entries.push({ name, size, offset: position + BLOCK });
        position += BLOCK + size + padding(size);
        if (position > total) throw new Error(`the archive ends inside ${name}: it is cut short`);
      }
      // A whole archive ends with empty blocks.
      if (!ended) throw new Error("the archive has no end: it is cut short");
      return new TarReader(handle, entries);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  find(name: string) {
    return this.entries.find((entry) => entry.name === name);
  }

  async read(entry: TarEntry) {
    const data = Buffer.alloc(entry.size);
    let done = 0;
    while (done < entry.size) {
      const { bytesRead } = await this.handle.read(data, done, entry.size - done, entry.offset + done);
      if (bytesRead === 0) throw new Error(`the archive ends inside ${entry.name}`);
      done += bytesRead;
    }
    return data;
  }

  /** An entry's bytes as a stream (a database dump may be larger than memory). */
  stream(entry: TarEntry): Readable {
    if (entry.size === 0) return Readable.from([]);
    return this.handle.createReadStream({ start: entry.offset, end: entry.offset + entry.size - 1, autoClose: false });
  }

  close() {
    return this.handle.close();
  }
}
