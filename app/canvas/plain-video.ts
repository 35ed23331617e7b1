/**
 * A recorded time-lapse as a plain file (issue #43.12). A browser's MediaRecorder writes its video
 * as it goes: Chromium's MP4 is fragmented (the length in its header is that of the first
 * fragments, so players said 4.9 s of a 7.7 s video) and its WebM has no length at all. The
 * recording is copied, frame by frame without encoding again, into an MP4 whose index comes first
 * with the whole length (what every player, phone gallery and messaging app reads), or a WebM that
 * says its length. mediabunny (a well-kept, dependency-free media toolkit) is loaded only here,
 * when a video is kept, so the colour screen does not carry it.
 */
export async function plainVideo(recorded: Blob, container: "mp4" | "webm"): Promise<Blob> {
  const { BlobSource, BufferTarget, Conversion, Input, MP4, Mp4OutputFormat, Output, WEBM, WebMOutputFormat } = await import("mediabunny");
  const input = new Input({ source: new BlobSource(recorded), formats: [MP4, WEBM] });
  try {
    const target = new BufferTarget();
    const output = new Output({ format: container === "mp4" ? new Mp4OutputFormat({ fastStart: "in-memory" }) : new WebMOutputFormat(), target });
    const conversion = await Conversion.init({ input, output, showWarnings: false });
    if (!conversion.isValid) throw new Error(`the recording cannot be copied: ${conversion.discardedTracks.map((track) => track.reason).join(", ")}`);
    await conversion.execute();
    if (!target.buffer) throw new Error("the copy wrote nothing");
    return new Blob([target.buffer], { type: `video/${container}` });
  } finally {
    input.dispose();
  }
}
