/**
 * What the colour screen remembers on this device (the brush's "No salirse", the bucket's style,
 * the PDF's paper, a page celebrated): window.localStorage, read and written so that a browser
 * that refuses it (private browsing, storage off) only forgets, never fails.
 */

/** The device's store, or null where the browser has none or refuses it. */
export function deviceStore(): Storage | null {
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A remembered value, or null. */
export function recall(key: string): string | null {
  try {
    return deviceStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Remembers a value; where it cannot be kept, the choice lasts this visit. */
export function remember(key: string, value: string) {
  try {
    deviceStore()?.setItem(key, value);
  } catch {
    // Not kept.
  }
}
