import { BufferSource, EncodedPacketSink, Input, MP4, WEBM } from "mediabunny";

/**
 * What a kept video says of itself (issue #43.12): the length its header declares, the length its
 * frames really last (read frame by frame by mediabunny, a second reader), and, for an MP4, its
 * top-level boxes in order. A fragmented MP4 (`moof` boxes) declares only its first fragments'
 * length; a MediaRecorder's WebM declares none.
 */
export async function videoLengths(bytes: Buffer, container: "mp4" | "webm") {
  const input = new Input({ source: new BufferSource(bytes), formats: [MP4, WEBM] });
  try {
    const track = await input.getPrimaryVideoTrack();
    let last = 0;
    if (track) {
      for await (const packet of new EncodedPacketSink(track).packets()) last = Math.max(last, packet.timestamp + packet.duration);
    }
    return container === "mp4" ? { ...mp4Header(bytes), frames: last } : { boxes: [], declared: webmDeclared(bytes), frames: last };
  } finally {
    input.dispose();
  }
}

type Box = { type: string; start: number; body: number; end: number };

function boxesIn(bytes: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let at = from; at + 8 <= to;) {
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      body += 8;
    } else if (size === 0) size = to - at;
    if (size < 8) break;
    boxes.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return boxes;
}

/** The top-level boxes and the length `mvhd` declares, in seconds. */
function mp4Header(bytes: Buffer) {
  const top = boxesIn(bytes, 0, bytes.length);
  const moov = top.find((box) => box.type === "moov");
  const mvhd = moov && boxesIn(bytes, moov.body, moov.end).find((box) => box.type === "mvhd");
  let declared = Number.NaN;
  if (mvhd) {
    const version = bytes[mvhd.body];
    declared =
      version === 1
        ? Number(bytes.readBigUInt64BE(mvhd.body + 24)) / bytes.readUInt32BE(mvhd.body + 20)
        : bytes.readUInt32BE(mvhd.body + 16) / bytes.readUInt32BE(mvhd.body + 12);
  }
  return { boxes: top.map((box) => box.type), declared };
}

/** The Segment Info's Duration (ID 0x4489, a float in TimecodeScale units: 1 ms unless said), in seconds; NaN without one. */
function webmDeclared(bytes: Buffer) {
  const head = bytes.subarray(0, Math.min(bytes.length, 64 * 1024));
  const scaleAt = head.indexOf(Buffer.from([0x2a, 0xd7, 0xb1]));
  let scale = 1_000_000;
  if (scaleAt >= 0) {
    const length = head[scaleAt + 3] & 0x7f;
    scale = Number(head.readUIntBE(scaleAt + 4, length));
  }
  const at = head.indexOf(Buffer.from([0x44, 0x89]));
  if (at < 0) return Number.NaN;
  const size = head[at + 2] & 0x7f;
  const value = size === 8 ? head.readDoubleBE(at + 3) : head.readFloatBE(at + 3);
  return (value * scale) / 1e9;
}
