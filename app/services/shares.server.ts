/**
 * Sharing a colouring (issue #30): its colourist makes a link to it (/compartido/{token}), the
 * link's page and pictures answer anyone who has it, and the colourist turns it off. Only the
 * coloured picture goes out through a link, never a page's line art on its own, and a link of a
 * page that is not the colourist's to show (someone else's page turned private, a deleted or
 * moderated page, a blocked colourist) answers as if it never was.
 */
import { and, eq, ne, or, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { coloreds, pages, shareLinks, users } from "~/db/schema";
import { NotFound } from "~/lib/errors";
import { t } from "~/i18n";
import { pageTitle } from "~/lib/page-title";
import { randomToken } from "~/infra/crypto.server";
import { getEnv } from "~/infra/env.server";
import { spendShareCard } from "./limits.server";
import { getSettingsValues } from "./settings.server";
import { makeShareCard, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "./share-card.server";
import { deleteObject, keyFromUrl, newKey, putObject } from "./storage/backends.server";
import { removeFiles } from "./storage/removal.server";
import { pictureAt } from "./colored-pictures.server";

export { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH };

/** A share link as its colourist sees it: the page anyone may open, and its two pictures. */
export type ShareLink = {
  token: string;
  /** The share page, absolute (APP_URL). */
  url: string;
  /** The colouring as saved (PNG), absolute. */
  picture: string;
  /** The link preview picture (PNG, SHARE_CARD_WIDTH × SHARE_CARD_HEIGHT), absolute. */
  card: string;
  /** ISO 8601. */
  createdAt: string;
};

/** Where a share page's "Colorea esta página" leads (decided here, so both doors agree). */
export type ShareCta = "color" | "sign-up" | "gallery";

/** What a share page shows: the coloured picture and its title, never who coloured it. */
export type SharedColoring = {
  token: string;
  title: string;
  pageId: number;
  url: string;
  picture: string;
  card: string;
  /** Where "Colorea esta página" goes for this visitor, and its address. */
  cta: { kind: ShareCta; href: string };
};

type Viewer = { id: number };

const sharePath = (token: string) => `/compartido/${token}`;
export const sharePicturePath = (token: string) => `${sharePath(token)}/dibujo.png`;
/** The card's address names the colouring's version: a link preview cached by a chat app is asked again when the picture changes. */
export const shareCardPath = (token: string, version: number) => `${sharePath(token)}/tarjeta.png?v=${version}`;

const absolute = (path: string) => `${getEnv().APP_URL.replace(/\/+$/, "")}${path}`;
/** A share link's whole address, as its colourist copies it. */
export const shareUrl = (token: string) => absolute(sharePath(token));

function toShareLink(row: { token: string; createdAt: Date }, version: number): ShareLink {
  return {
    token: row.token,
    url: shareUrl(row.token),
    picture: absolute(sharePicturePath(row.token)),
    card: absolute(shareCardPath(row.token, version)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A colouring anyone may be shown: a saved picture, of a page that is still there and the colourist's to show, by a colourist not blocked. */
const shownToOthers: SQL = and(
  eq(pages.blocked, false),
  eq(users.blocked, false),
  or(eq(pages.visibility, "public"), eq(pages.userId, coloreds.userId)),
  ne(coloreds.preview, ""),
) as SQL;

/** The viewer's colouring of a page they may see, with its share link if it has one; 404 otherwise. */
async function ownColoring(viewer: Viewer, pageId: number) {
  const db = await getDb();
  const [row] = await db
    .select({
      coloredId: coloreds.id,
      version: coloreds.version,
      preview: coloreds.preview,
      token: shareLinks.token,
      createdAt: shareLinks.createdAt,
    })
    .from(coloreds)
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .leftJoin(shareLinks, eq(shareLinks.coloredId, coloreds.id))
    .where(and(eq(coloreds.userId, viewer.id), eq(coloreds.pageId, pageId), shownToOthers))
    .limit(1);
  if (!row || !row.preview) throw NotFound("errors.share.noColoring");
  return row;
}

/** The share link of the viewer's colouring of a page, or null while it is not shared; 404 for no saved colouring. */
export async function readShare(viewer: Viewer, pageId: number): Promise<ShareLink | null> {
  const row = await ownColoring(viewer, pageId);
  return row.token && row.createdAt ? toShareLink({ token: row.token, createdAt: row.createdAt }, row.version) : null;
}

/**
 * Shares the viewer's colouring of a page: its link, made now with a new token or the one it
 * already has (sharing twice answers the same link), and whether it was made now.
 */
export async function shareColoring(viewer: Viewer, pageId: number): Promise<{ share: ShareLink; created: boolean }> {
  const row = await ownColoring(viewer, pageId);
  if (row.token && row.createdAt) return { share: toShareLink({ token: row.token, createdAt: row.createdAt }, row.version), created: false };
  const db = await getDb();
  const [made] = await db
    .insert(shareLinks)
    .values({ coloredId: row.coloredId, token: randomToken(24) })
    .onConflictDoNothing({ target: shareLinks.coloredId })
    .returning({ token: shareLinks.token, createdAt: shareLinks.createdAt });
  if (made) return { share: toShareLink(made, row.version), created: true };
  // Shared at the same moment by another request: its link.
  const [kept] = await db.select({ token: shareLinks.token, createdAt: shareLinks.createdAt }).from(shareLinks).where(eq(shareLinks.coloredId, row.coloredId));
  return { share: toShareLink(kept, row.version), created: false };
}

/**
 * Stops sharing the viewer's colouring of a page: the link's page and pictures answer 404 from
 * now on, and its card is removed. Sharing again makes a new link. Nothing to stop is no error.
 */
export async function stopSharing(viewer: Viewer, pageId: number): Promise<void> {
  const db = await getDb();
  const [colored] = await db
    .select({ id: coloreds.id })
    .from(coloreds)
    .where(and(eq(coloreds.userId, viewer.id), eq(coloreds.pageId, pageId)))
    .limit(1);
  if (!colored) throw NotFound("errors.share.noColoring");
  const removed = await db.delete(shareLinks).where(eq(shareLinks.coloredId, colored.id)).returning({ card: shareLinks.card });
  await removeFiles(
    removed.map((link) => (link.card ? keyFromUrl(link.card) : null)),
    `share card of user ${viewer.id}`,
  );
}

/** A shared colouring by its token, when its link is on and it may be shown; 404 otherwise. */
async function sharedRow(token: string) {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) throw NotFound();
  const db = await getDb();
  const [row] = await db
    .select({
      linkId: shareLinks.id,
      token: shareLinks.token,
      card: shareLinks.card,
      cardVersion: shareLinks.cardVersion,
      colourist: coloreds.userId,
      version: coloreds.version,
      preview: coloreds.preview,
      page: { id: pages.id, prompt: pages.prompt, source: pages.source, visibility: pages.visibility, userId: pages.userId },
    })
    .from(shareLinks)
    .innerJoin(coloreds, eq(coloreds.id, shareLinks.coloredId))
    .innerJoin(pages, eq(pages.id, coloreds.pageId))
    .innerJoin(users, eq(users.id, coloreds.userId))
    .where(and(eq(shareLinks.token, token), shownToOthers))
    .limit(1);
  if (!row || !row.preview) throw NotFound();
  return row;
}

/**
 * The share page of a token, for a visitor (null: signed out). "Colorea esta página" opens the
 * page's colour screen when the visitor may colour it (a public page; a private one for its
 * owner); a private page is no one else's to open, so a signed-out visitor is asked to sign up
 * and a signed-in one goes to the public gallery.
 */
export async function readShared(token: string, visitor: { id: number; admin: boolean } | null): Promise<SharedColoring> {
  const row = await sharedRow(token);
  const colorable = row.page.visibility === "public" || row.page.userId === visitor?.id;
  const cta: SharedColoring["cta"] =
    colorable && !visitor?.admin
      ? { kind: "color", href: `/pages/${row.page.id}/color` }
      : visitor
        ? { kind: "gallery", href: visitor.admin ? "/admin" : "/pages/public" }
        : { kind: "sign-up", href: "/sign-up" };
  return {
    token: row.token,
    title: pageTitle(row.page),
    pageId: row.page.id,
    url: shareUrl(row.token),
    picture: absolute(sharePicturePath(row.token)),
    card: absolute(shareCardPath(row.token, row.version)),
    cta,
  };
}

/** A shared picture's bytes and a tag that changes with them. */
export type SharedFile = { data: Buffer; etag: string };

async function stored(url: string): Promise<Buffer> {
  // (a colouring's picture is made now if its last save left it to be made: record 0162)
  const data = await pictureAt(url);
  if (!data) throw NotFound();
  return data;
}

/** The shared colouring as saved (the composite PNG), for anyone with its token. */
export async function sharedPicture(token: string): Promise<SharedFile> {
  const row = await sharedRow(token);
  return { data: await stored(row.preview), etag: `"p${row.linkId}-${row.version}"` };
}

/**
 * The shared colouring's link preview card: made once per version of the colouring and kept
 * (its colourist's storage), made again when the colouring has changed. Making one costs CPU,
 * so it counts against the colourist's hourly limit; past it, the card of an earlier version
 * is answered if there is one, else the 429.
 */
export async function sharedCard(token: string): Promise<SharedFile> {
  const row = await sharedRow(token);
  const etag = (version: number) => `"c${row.linkId}-${version}"`;
  if (row.card && row.cardVersion === row.version) return { data: await stored(row.card), etag: etag(row.version) };
  try {
    await spendShareCard(row.colourist);
  } catch (error) {
    if (row.card) return { data: await stored(row.card), etag: etag(row.cardVersion) };
    throw error;
  }
  const { app_name: appName } = await getSettingsValues(["app_name"]);
  const data = await makeShareCard({ picture: await stored(row.preview), title: pageTitle(row.page), appName, invitation: t("share.card.invitation") });
  const key = newKey("coloreds", row.colourist, "png");
  const url = await putObject(key, data, "image/png");
  const db = await getDb();
  // Kept only if no other request kept a card for this link meanwhile (and the link is still on).
  const [kept] = await db
    .update(shareLinks)
    .set({ card: url, cardVersion: row.version })
    .where(and(eq(shareLinks.id, row.linkId), eq(shareLinks.card, row.card)))
    .returning({ id: shareLinks.id });
  if (kept) await removeFiles([row.card ? keyFromUrl(row.card) : null], `share card of user ${row.colourist}`);
  else await deleteObject(key);
  return { data, etag: etag(row.version) };
}
