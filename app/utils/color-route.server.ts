import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { translate, type MessageKey } from "~/i18n";
import { PAINT_RULES, upsertColored, type Colored } from "~/services/coloreds.server";
import { currentCredits } from "~/services/credits.server";
import { isAppError } from "~/services/errors";
import { readPage, type PageCard } from "~/services/pages.server";
import { deleteObject, storeUpload } from "~/services/storage.server";
import type { PublicUser } from "~/services/users.server";
import { logger } from "./logger.server";
import { parseId } from "./params";
import { getLocale, getPlatform, type Platform } from "./request.server";
import { requireRegularUser } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { readUpload } from "./upload.server";

type Params = LoaderFunctionArgs["params"];

/** What the colour screen loads (GET /pages/{id}/color). */
export type ColorScreenData = {
  page: PageCard;
  /** The viewer's last save: `photo` is the paint layer to restore, `preview` the composite. */
  colored: { photo: string; preview: string } | null;
  /** Print and download are paid features (SPEC §5). */
  paid: boolean;
  platform: Platform;
  credits: { publicPage: number };
};

/** What the colour screen's save answers: the saved colouring, or a message to show. */
export type ColorActionData = { upserted: Colored } | { error: { message: string; code: string } };

/** The page behind the route's id, or null for a bad id or a page the viewer may not see. */
async function readablePage(viewer: PublicUser, id: string | undefined): Promise<PageCard | null> {
  try {
    return await readPage(viewer, parseId(id));
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  }
}

/**
 * The colour screen's loader. An unknown page goes back to the public gallery; a page
 * that would cost a public_page credit the viewer no longer has goes to /checkout.
 */
export async function colorLoader(request: Request, params: Params) {
  const viewer = await requireRegularUser(request);
  const page = await readablePage(viewer, params.id);
  if (!page) throw redirect("/pages/public");
  const credit = await currentCredits(viewer.id);
  if (!page.is_colored && !page.is_owner && credit.publicPage <= 0) {
    throw await redirectWithToast("/checkout", { variant: "danger", key: "errors.noCredits" });
  }
  const colored = page.colored ? { photo: page.colored.photo, preview: page.colored.preview } : null;
  return json({
    page,
    colored,
    paid: viewer.plan.paid,
    platform: getPlatform(request),
    credits: { publicPage: credit.publicPage },
  } satisfies ColorScreenData);
}

/**
 * The colour screen's save: a multipart body whose `file` is the paint layer (PNG,
 * 1024×1024) and `progress` how much of the page is coloured (0..100, optional). Always
 * JSON, for a fetch from the canvas; NO_CREDITS comes back as a 403 with its code, and the
 * screen sends the user to /checkout.
 */
export async function colorAction(request: Request, params: Params) {
  const viewer = await requireRegularUser(request);
  let uploadKey: string | null = null;
  try {
    const pageId = parseId(params.id);
    const { file, form } = await readUpload(request);
    // The screen's own rules, whatever extensions/max/dimensions the form carries.
    const stored = await storeUpload(viewer.id, file, PAINT_RULES);
    uploadKey = stored.key;
    const progress = form.get("progress");
    const upserted = await upsertColored(viewer, { pageId, photo: stored.url, ...(typeof progress === "string" ? { progress } : {}) });
    return json({ upserted } satisfies ColorActionData);
  } catch (error) {
    const locale = getLocale(request);
    if (!isAppError(error)) {
      logger.error("saving a colouring failed", error);
      return json({ error: { message: translate(locale, "spec.somethingWrong"), code: "INTERNAL" } } satisfies ColorActionData, { status: 500 });
    }
    const message = translate(locale, error.messageKey, error.params);
    return json({ error: { message, code: error.code } } satisfies ColorActionData, { status: error.status });
  } finally {
    // The upload only carried the paint to the service, which keeps its own copy.
    if (uploadKey) await deleteObject(uploadKey).catch((e: unknown) => logger.error("could not remove a paint upload", e));
  }
}

/**
 * Print and download: paid plans only (SPEC §5), and only once the page has been saved;
 * before that the colour screen is where to go.
 */
export async function requirePaidColored(request: Request, params: Params, paidOnly: MessageKey) {
  const viewer = await requireRegularUser(request);
  if (!viewer.plan.paid) throw await redirectWithToast("/checkout", { variant: "danger", key: paidOnly });
  const page = await readablePage(viewer, params.id);
  if (!page) throw redirect("/pages/public");
  if (!page.colored?.preview) throw redirect(`/pages/${page.id}/color`);
  return { viewer, page, preview: page.colored.preview };
}
