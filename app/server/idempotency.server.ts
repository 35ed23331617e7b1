import { createHash } from "node:crypto";
import { AppError } from "~/lib/errors";
import { logger } from "~/infra/logger.server";
import { claimKey, forgetKey, holdKey, keepAnswer, readKey, runWithKey, type KeptAnswer, type KeyEffect, type KeyState } from "~/services/idempotency.server";
import { JsonReply, JSON_TYPE } from "~/utils/api.server";

/**
 * The /api door's side of Idempotency-Key (issue #31, record 0143), as Stripe has it: a call
 * that spends or creates, sent again with the same key and the same body by the same person,
 * is answered what the first one was, for a day; the same key with another body is a 409
 * IDEMPOTENCY_CONFLICT, and while the first still runs a 409 IDEMPOTENCY_IN_PROGRESS.
 */

export const KEY_HEADER = "Idempotency-Key";
export const MAX_KEY_LENGTH = 255;

/** A key is 1 to 255 characters; anything else (an empty header) is refused before the call runs: the refusal, or null. */
export function keyRefusal(value: string): AppError | null {
  return value.length === 0 || value.length > MAX_KEY_LENGTH ? new AppError(400, "IDEMPOTENCY_KEY_INVALID", "errors.idempotency.invalid") : null;
}

/**
 * What a call is, for telling a retry from another call under the same key: its method, path,
 * type and the SHA-256 of its body's bytes. A form's parts are hashed without the boundary
 * between them: a client makes a new boundary each time it builds the form, so the same form
 * sent again has another one. (Each piece is hashed with its length first, so no two different
 * bodies can run together into the same bytes.)
 */
export function fingerprint(method: string, path: string, contentType: string, body: Uint8Array): string {
  const hash = createHash("sha256");
  const piece = (bytes: Uint8Array | string) => {
    const data = typeof bytes === "string" ? Buffer.from(bytes) : bytes;
    const length = Buffer.alloc(8);
    length.writeBigUInt64BE(BigInt(data.byteLength));
    hash.update(length).update(data);
  };
  const media = contentType.split(";")[0].trim().toLowerCase();
  [method.toUpperCase(), path, media].forEach(piece);
  const boundary = media.startsWith("multipart/") ? /boundary="?([^";]+)"?/i.exec(contentType)?.[1] : undefined;
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (!boundary) {
    piece(bytes);
    return hash.digest("hex");
  }
  const marker = Buffer.from(`--${boundary}`);
  let from = 0;
  for (let at = bytes.indexOf(marker, from); at !== -1; at = bytes.indexOf(marker, from)) {
    piece(bytes.subarray(from, at));
    from = at + marker.length;
  }
  piece(bytes.subarray(from));
  return hash.digest("hex");
}

export type Answer = Response | JsonReply;

export type KeyedCall = {
  userId: number;
  key: string;
  fingerprint: string;
  /** The call itself. */
  run: () => Promise<Answer>;
  /** The answer from what an earlier call with the key made (the route's rebuild); absent, the route records nothing. */
  rebuild?: (effect: KeyEffect) => Promise<Answer>;
  /** The door's answer to a refused call (conflict, in progress), in the request's language. */
  refuse: (error: AppError) => Answer;
};

/** The answer, and whether it is one kept from an earlier call (sent with `Idempotent-Replayed: true`). */
export type Once = { answer: Answer; replayed: boolean };

/**
 * Only a call that was done is kept (record 0159, issue #42.10). A 5xx says the call did not
 * finish, so a retry may run it again; a 4xx refused it and changed nothing (a service refuses
 * before it writes, or inside the transaction its refusal undoes), so a retry may simply run
 * again too, and meet the same refusal or, the reason gone (credits bought), do the call. Stripe
 * keeps a 422; keeping every refusal for a day was a row per refused call, without bound.
 */
const keeps = (status: number) => status < 400;

/**
 * Runs a keyed call once. The key's row is made (or found) first; a different fingerprint is a
 * conflict, a kept answer is answered again. Otherwise the key's lock (dying with this server)
 * says whether a call with it runs now; with it held, what an earlier call made is answered
 * (rebuild), or the call runs, inside the key's context so that the transaction that spends
 * records the thing made (services/idempotency.server's recordEffect). Its answer is then kept,
 * or, if it made nothing and failed, the key is forgotten.
 */
export async function answerOnce(call: KeyedCall): Promise<Once> {
  for (;;) {
    const claimed = await claimKey(call.userId, call.key, call.fingerprint);
    const early = settled(call, claimed);
    if (early) return early;
    const release = await holdKey(claimed.id);
    if (!release) return { answer: call.refuse(inProgress()), replayed: false };
    try {
      // Read again under the lock: the call that held it may have answered, or forgotten the key.
      const state = await readKey(claimed.id);
      if (!state) continue;
      return settled(call, state) ?? (await runOrRebuild(call, state));
    } finally {
      await release().catch((error: unknown) => logger.error("could not release an idempotency key's lock", error));
    }
  }
}

const inProgress = () => {
  const error = new AppError(409, "IDEMPOTENCY_IN_PROGRESS", "errors.idempotency.inProgress");
  error.retryAfter = 1;
  return error;
};

/** The key's answer without running anything: another call's (conflict), or the kept one. */
function settled(call: KeyedCall, state: KeyState): Once | null {
  if (state.fingerprint !== call.fingerprint)
    return { answer: call.refuse(new AppError(409, "IDEMPOTENCY_CONFLICT", "errors.idempotency.conflict")), replayed: false };
  if (state.answer) return { answer: replay(state.answer), replayed: true };
  return null;
}

async function runOrRebuild(call: KeyedCall, state: KeyState): Promise<Once> {
  // The first call made its thing and was cut short before its answer was kept.
  if (state.effect) return { answer: await rebuildAndKeep(call, state.id, state.effect), replayed: true };
  const context = { keyId: state.id, lost: false };
  let answer: Answer;
  try {
    answer = await runWithKey(context, call.run);
  } catch (error) {
    await forgetKey(state.id);
    throw error;
  }
  if (context.lost) {
    // Another call with this key (its lock lost with its connection) made the thing first; this
    // one's transaction was undone. Its answer is that call's.
    const now = await readKey(state.id);
    if (now?.answer) return { answer: replay(now.answer), replayed: true };
    if (now?.effect) return { answer: await rebuildAndKeep(call, state.id, now.effect), replayed: true };
    return { answer: call.refuse(inProgress()), replayed: false };
  }
  if (keeps(answer.status)) {
    const kept = await keptOf(answer);
    await keepAnswer(state.id, kept);
    return { answer: replay(kept), replayed: false };
  }
  // Failed: a key with nothing made is free for the retry; one with its thing made stays, so the retry rebuilds it.
  await forgetKey(state.id);
  return { answer, replayed: false };
}

async function rebuildAndKeep(call: KeyedCall, id: number, effect: KeyEffect): Promise<Answer> {
  if (!call.rebuild) throw new Error(`an idempotency key recorded a ${effect.kind} for a route that rebuilds nothing`);
  const answer = await call.rebuild(effect);
  if (!keeps(answer.status)) return answer;
  const kept = await keptOf(answer);
  await keepAnswer(id, kept);
  return replay(kept);
}

/** Headers a kept answer leaves out: the connection's, and cookies (never replayed to whoever holds the key). */
const UNKEPT = new Set(["set-cookie", "content-length", "date", "connection", "transfer-encoding", "keep-alive"]);

/** An answer as kept: its status, headers and text (these routes answer JSON). */
async function keptOf(answer: Answer): Promise<KeptAnswer> {
  if (answer instanceof JsonReply) return { status: answer.status, headers: { "Content-Type": JSON_TYPE, ...answer.headers }, body: answer.text ?? "" };
  const headers: Record<string, string> = {};
  for (const [name, value] of answer.headers) if (!UNKEPT.has(name)) headers[name] = value;
  return { status: answer.status, headers, body: await answer.text() };
}

/** A kept answer as the door writes it (JSON, with the headers it had). */
function replay(kept: KeptAnswer): JsonReply {
  const headers = Object.fromEntries(Object.entries(kept.headers).filter(([name]) => name.toLowerCase() !== "content-type"));
  return new JsonReply(kept.body, kept.status, headers);
}
