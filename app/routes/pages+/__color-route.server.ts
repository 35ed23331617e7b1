import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { readColored } from "~/services/coloreds.server";
import { saveColoring, screenSaveSchema } from "~/services/coloring-save.server";
import { assertColoringCredit, currentCredits } from "~/services/credits.server";
import { isAppError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import type { ColorActionData, ColorScreenData, ServerColoring } from "~/lib/color-screen-data";
import type { Card } from "~/lib/pages";
import { readCard } from "~/services/pages.server";
import { requirePaidFeature } from "~/services/paid-features.server";
import { readRecentColors } from "~/services/recent-colors.server";
import type { PublicUser } from "~/services/users.server";
import * as z from "zod";
import { fetchErrorReply, readForm } from "~/utils/forms.server";
import { idOrNull, parseId } from "~/utils/params";
import { getPlatform } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { redirectWithToast, upgradeFor } from "~/utils/toast.server";
import { requiredFile } from "~/utils/upload.server";

export type { ColorActionData, ColorScreenData, ServerColoring } from "~/lib/color-screen-data";

type Params = LoaderFunctionArgs["params"];

const serverColoring = (colored: { photo: string; preview: string; version: number; saveId: string; updatedAt: string }): ServerColoring => ({
  photo: colored.photo,
  preview: colored.preview,
  version: colored.version,
  saveId: colored.saveId,
  updatedAt: colored.updatedAt,
});

/** The page behind the route's id, or null for a bad id or a page the viewer may not see. */
async function readablePage(viewer: PublicUser, id: string | undefined): Promise<Card | null> {
  try {
    return await readCard(viewer, parseId(id));
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
  if (!page) throw await redirectWithToast("/pages/public", { variant: "info", key: "errors.pageGone" });
  // The credit, the colouring and the recent colours are read at once: they do not depend on
  // each other, and the screen waits for the slowest (a refused credit still wins).
  const [publicPage, colored, recentColors] = await Promise.all([
    assertColoringCredit(viewer.id, { first: !page.isColored, owner: page.isOwner }).catch(async (error: unknown) => {
      throw (await upgradeFor(error, "/pages/public")) ?? error;
    }),
    page.isColored ? readColored(viewer.id, page.id) : null,
    readRecentColors(viewer.id),
  ]);
  return json(
    {
      page,
      colored: colored ? serverColoring(colored) : null,
      paid: viewer.plan.paid,
      platform: getPlatform(request),
      credits: { publicPage },
      viewerId: viewer.id,
      recentColors,
    } satisfies ColorScreenData,
    // The screen decides between this and its local copy: never an old copy from a cache.
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** The colour screen's save's text fields beside its `file`, an empty one none: screenSaveSchema reads them, with the file and the page. */
const saveText = z
  .string()
  .optional()
  .transform((value) => value || undefined);
const screenSaveForm = z.object({ progress: saveText, version: saveText, saveId: saveText, x: saveText, y: saveText, timelapse: saveText });

/**
 * The colour screen's save: a multipart body whose `file` is the paint layer (PNG, 1024×1024)
 * or, with `x` and `y`, the rectangle of it that changed; `version` the stored version it
 * builds on, `saveId` the client's id for this save, `progress` how much of the page is
 * coloured (0..100). Always JSON, for a fetch (or a keepalive beacon) from the canvas;
 * NO_CREDITS is a 403 with its code, a newer copy on the server a 409 that carries it.
 */
export async function colorAction(request: Request, params: Params) {
  const viewer = await requireRegularUser(request);
  try {
    const sent = await readForm(request, screenSaveForm, { files: ["file"] });
    const file = await requiredFile(sent);
    const { colored, charged } = await saveColoring(viewer, parseInput(screenSaveSchema, { ...sent.value(), pageId: params.id ?? "", file: file.data }));
    const credits = charged ? { publicPage: (await currentCredits(viewer.id)).publicPage } : null;
    return json({ saved: { ...serverColoring(colored), progress: colored.progress }, credits } satisfies ColorActionData);
  } catch (error) {
    // A body that is not a form: the web door's own answer (415, or 400 for one cut short).
    if (error instanceof Response) throw error;
    // The newer copy goes with a 409 (readColored takes any id, answering null for a bad one);
    // if it cannot be read, the 409 alone still tells the screen to start over.
    const current = isAppError(error) && error.code === "VERSION_CONFLICT" ? await readColored(viewer.id, Number(params.id)).catch(() => null) : null;
    return fetchErrorReply(request, error, current ? { current: serverColoring(current) } : {});
  }
}

/**
 * Print and download: paid plans only (docs/product.md §5: the free plan is shown what the feature gives
 * and the plan that has it, with the way back to the colour screen), and only once the page
 * has been saved; before that the colour screen is where to go.
 */
export async function requirePaidColored(request: Request, params: Params, feature: "print" | "download") {
  const viewer = await requireRegularUser(request);
  const id = idOrNull(params.id);
  await requirePaidFeature(viewer, feature).catch(async (error: unknown) => {
    throw (await upgradeFor(error, id ? `/pages/${id}/color` : "/pages/public")) ?? error;
  });
  const page = await readablePage(viewer, params.id);
  if (!page) throw await redirectWithToast("/pages/public", { variant: "info", key: "errors.pageGone" });
  if (!page.colored?.preview) throw redirect(`/pages/${page.id}/color`);
  return { viewer, page, preview: page.colored.preview };
}
