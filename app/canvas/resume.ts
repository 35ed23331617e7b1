/**
 * Which copy of a colouring to continue from: the device's own (IndexedDB) or the server's,
 * and how to keep both when they went separate ways. Pure.
 *
 * The server keeps a version per colouring and the id of the save that made it
 * (`{clientId}:{seq}`: the id of the tab that sent it and its edit counter). The device keeps,
 * for its copy, which server version holds which of its states (`synced`), and the states it
 * has sent without an answer yet (`sent`, by save id: a save cut short by a closed tab may
 * still have arrived).
 */

export type LayerKind = { kind: "stroke" } | { kind: "fill"; regionId: number } | { kind: "image" };

/**
 * What the server holds, as far as the device knows: that version (made by that save) is
 * these layers; `ids` null when it is a picture the device never had (its next save then
 * sends the whole layer, never a patch).
 */
export type Synced = { version: number; saveId: string; ids: number[] | null };

export type ServerCopy = { version: number; saveId: string; updatedAt: number };

/** A save sent without its answer yet: its id and the layers it held. */
export type Sent = { saveId: string; ids: number[] };

export type LocalCopy = {
  /** The tab that last edited this copy, and its edit counter: `{clientId}:{seq}` names the current state. */
  clientId: string;
  seq: number;
  /** The layer ids on screen (the history's current snapshot). */
  current: number[];
  synced: Synced | null;
  sent: Sent[];
  editedAt: number;
  kindOf: (id: number) => LayerKind | undefined;
};

export type Resume =
  /** Start from the server's copy (or a blank page); the device's copy is stale. */
  | { from: "server" }
  /** Continue the device's copy; `synced` says what the server holds (null: nothing of it). */
  | { from: "local"; synced: Synced | null }
  /** The server moved on and the device added to an older version: the server's copy with these layers painted on top. */
  | { from: "rebase"; appended: number[] };

const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** The state of the device's copy that a save id names, if it is one of this device's. */
function stateOf(local: LocalCopy, saveId: string): number[] | null {
  if (!saveId) return null;
  if (saveId === `${local.clientId}:${local.seq}`) return local.current;
  return local.sent.find((sent) => sent.saveId === saveId)?.ids ?? null;
}

/**
 * The layers the device added since the server's copy `synced`, when that is all it did:
 * strokes and fills painted on top (a fill may hide an older fill of its own region). Null
 * when the device also took something away (undo past a save, "Borrar todo") or the copies
 * differ in their base picture: then they cannot both be kept.
 */
export function additions(current: readonly number[], synced: readonly number[], kindOf: LocalCopy["kindOf"]): number[] | null {
  const now = new Set(current);
  const before = new Set(synced);
  const appended = current.filter((id) => !before.has(id));
  const removed = synced.filter((id) => !now.has(id));
  const kinds = appended.map(kindOf);
  if (kinds.some((kind) => !kind || kind.kind === "image")) return null;
  const refilled = new Set(kinds.flatMap((kind) => (kind?.kind === "fill" ? [kind.regionId] : [])));
  for (const id of removed) {
    const kind = kindOf(id);
    if (kind?.kind !== "fill" || !refilled.has(kind.regionId)) return null;
  }
  // What stays must keep its order below what was added.
  const stayed = current.filter((id) => before.has(id));
  if (
    !same(
      stayed,
      synced.filter((id) => now.has(id)),
    )
  )
    return null;
  return appended;
}

/**
 * Decides where a reopened colouring continues. When both copies changed and cannot both be
 * kept, the one edited last wins (`preferLocal`: the device the person is colouring on now).
 */
export function decideResume(server: ServerCopy | null, local: LocalCopy | null, options: { preferLocal?: boolean } = {}): Resume {
  if (!local) return { from: "server" };
  const serverVersion = server?.version ?? 0;
  if (!server) return { from: "local", synced: null };
  const known = local.synced;
  if (known && known.version === serverVersion && known.saveId === server.saveId) return { from: "local", synced: known };
  // A save whose answer never came back (a closed tab's last beacon) may have landed.
  const landed = stateOf(local, server.saveId);
  if (landed) return { from: "local", synced: { version: serverVersion, saveId: server.saveId, ids: landed } };
  // The server holds something this device has not seen.
  if (known?.ids && same(local.current, known.ids)) return { from: "server" };
  const added = known && !known.ids ? null : additions(local.current, known?.ids ?? [], local.kindOf);
  if (added?.length) return { from: "rebase", appended: added };
  if (added) return { from: "server" };
  const localWins = options.preferLocal || local.editedAt > server.updatedAt;
  // The device's copy overwrites the server's: its next save builds on the server's version.
  return localWins ? { from: "local", synced: { version: serverVersion, saveId: server.saveId, ids: null } } : { from: "server" };
}
