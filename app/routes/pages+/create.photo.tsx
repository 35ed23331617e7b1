import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formMessage, formState } from "~/lib/forms";
import * as z from "zod";
import { formErrorReply, readForm, type SentForm } from "~/utils/forms.server";
import Camera from "lucide-react/icons/camera";
import { CreateScreen } from "~/components/create/create-screen";
import { PHOTO_RULES, PhotoPreview, PhotoUpload } from "~/components/create/photo-creator";
import { translate } from "~/i18n";
import { clampDetail, DETAIL_DEFAULT } from "~/lib/photo-lines/options";
import { notSharedKey } from "~/services/page-creation.server";
import { createPhotoPage, isOwnUpload, photoPageSchema, TITLE_MAX, titleFromFileName } from "~/services/photo-page.server";
import { parseUploadRules } from "~/services/storage/rules.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { creationResult } from "~/routes/pages+/__creation-action.server";
import { requireCreationCredit } from "~/routes/pages+/__creation.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { requiredFile } from "~/utils/upload.server";
import { createMessages } from "~/i18n/messages/create";
import { DEFAULT_VISIBILITY } from "~/lib/pages";

/** The photo, detail and title live in the URL, so the screen works (and reloads) without JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const credits = await requireCreationCredit(viewer);
  const query = new URL(request.url).searchParams;
  const photo = query.get("photo") ?? "";
  return json({
    credits,
    // Only one of the viewer's own uploads is shown; anything else starts over.
    photo: photo && isOwnUpload(viewer, photo) ? photo : "",
    detail: clampDetail(Number(query.get("detail") ?? DETAIL_DEFAULT)),
    title: (query.get("title") ?? "").slice(0, TITLE_MAX),
    // What 'Vista previa' kept without JavaScript; a photo page is private unless shared.
    visibility: query.get("visibility") === "public" ? ("public" as const) : DEFAULT_VISIBILITY,
  });
}

/** Multipart: step 1 stores the photo and shows its preview. A plain form: step 2 creates the page. */
export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const locale = getLocale(request);
  if (/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    // The photo alone (its rules are the screen's own, whatever the form says).
    let sent: SentForm<unknown> | undefined;
    try {
      sent = await readForm(request, z.object({}), { files: ["file"] });
      const file = await requiredFile(sent);
      const stored = await storeUpload(viewer.id, file, parseUploadRules(PHOTO_RULES));
      const next = new URLSearchParams({ photo: stored.url, detail: String(DETAIL_DEFAULT), title: titleFromFileName(file.name) });
      return redirect(`/pages/create/photo?${next}`);
    } catch (error) {
      return formErrorReply(request, error, sent?.reply);
    }
  }
  const sent = await readForm(request, photoPageSchema);
  const fallback = translate(locale, "create.photo.defaultTitle");
  return creationResult(request, sent, async () => {
    const { page, notShared } = await createPhotoPage(viewer, sent.value(), fallback);
    const key = notSharedKey(notShared);
    return key ? { page, toast: { variant: "info", key, persist: true } } : page;
  });
}

export default function CreateFromPhoto() {
  const t = useT(createMessages);
  const { credits, photo, detail, title, visibility } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refused = formState(actionData);
  return (
    <CreateScreen id="photo-title" icon={Camera} title={t("create.photo.title")} intro={t("create.photo.intro")} credits={credits} wide={Boolean(photo)}>
      {photo ? (
        <PhotoPreview key={photo} photo={photo} detail={detail} title={title} visibility={visibility} error={formMessage(actionData)} />
      ) : (
        <PhotoUpload error={refused?.fields?.file ? null : refused?.error} fileError={refused?.fields?.file} />
      )}
    </CreateScreen>
  );
}
