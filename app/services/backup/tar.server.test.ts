import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TarReader, TarWriter } from "./tar.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tar-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const longName = `files/coloreds/12/${"a".repeat(90)}/${"b".repeat(40)}.png`;

async function sample(name: string) {
  const file = path.join(dir, name);
  const onDisk = path.join(dir, `${name}.source`);
  fs.writeFileSync(onDisk, crypto.randomBytes(70_000));
  const writer = await TarWriter.create(file);
  await writer.addBuffer("manifest.json", Buffer.from('{"a":1}'));
  await writer.addBuffer("files/pages/1/x.png", crypto.randomBytes(513));
  await writer.addBuffer("files/empty.json", Buffer.alloc(0));
  await writer.addBuffer(longName, Buffer.from("deep"));
  await writer.addFile("database.dump", onDisk);
  const written = await writer.close();
  return { file, onDisk, written };
}

describe("the backup's tar archive", () => {
  it("is a tar that tar lists and unpacks, read back entry by entry, its sha256 the file's", async () => {
    const { file, onDisk, written } = await sample("a.tar");
    expect(written.sha256).toBe(crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex"));
    expect(written.bytes).toBe(fs.statSync(file).size);
    expect(execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual([
      "manifest.json",
      "files/pages/1/x.png",
      "files/empty.json",
      longName,
      "database.dump",
    ]);
    expect(execFileSync("tar", ["-xOf", file, longName], { encoding: "utf8" })).toBe("deep");
    expect(execFileSync("tar", ["-xOf", file, "database.dump"]).equals(fs.readFileSync(onDisk))).toBe(true);

    const reader = await TarReader.open(file);
    try {
      expect(reader.entries.map((entry) => [entry.name, entry.size])).toEqual([
        ["manifest.json", 7],
        ["files/pages/1/x.png", 513],
        ["files/empty.json", 0],
        [longName, 4],
        ["database.dump", 70_000],
      ]);
      expect((await reader.read(reader.find("manifest.json")!)).toString()).toBe('{"a":1}');
      expect((await reader.read(reader.find("files/empty.json")!)).length).toBe(0);
      const chunks: Buffer[] = [];
      for await (const chunk of reader.stream(reader.find("database.dump")!)) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(fs.readFileSync(onDisk))).toBe(true);
    } finally {
      await reader.close();
    }
  });

  it("refuses an archive cut short or damaged, and names it cannot keep", async () => {
    const { file } = await sample("b.tar");
    const cut = path.join(dir, "cut.tar");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 3000));
    await expect(TarReader.open(cut)).rejects.toThrow(/cut short/);
    const damaged = path.join(dir, "damaged.tar");
    const bytes = fs.readFileSync(file);
    bytes[3] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    await expect(TarReader.open(damaged)).rejects.toThrow(/damaged/);

    const writer = await TarWriter.create(path.join(dir, "c.tar"));
    await expect(writer.addBuffer("../escape.png", Buffer.from("x"))).rejects.toThrow(/not a name/);
    await expect(writer.addBuffer(`files/${"x".repeat(300)}.png`, Buffer.from("x"))).rejects.toThrow(/too long/);
    await writer.abort();
  });
});
