import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { formState } from "~/lib/forms";
import type * as z from "zod";
import { formErrorReply, readForm, type SentForm } from "~/utils/forms.server";
import ImagePlus from "lucide-react/icons/image-plus";
import Upload from "lucide-react/icons/upload";
import { useEffect, useState } from "react";
import { CreateError, CreateScreen, CreateSubmit, usePosting, VisibilityChoice } from "~/components/create/create-screen";
import { FileDropZone } from "~/components/create/file-drop-zone";
import { ProgressPanel } from "~/components/create/progress";
import { translate } from "~/i18n";
import { createUploadedPage, notSharedKey, uploadPageSchema } from "~/services/page-creation.server";
import { describeProblems } from "~/services/regions.server";
import { storeUpload } from "~/services/storage/uploads.server";
import { creationResult } from "~/routes/pages+/__creation-action.server";
import { requireCreationCredit } from "~/routes/pages+/__creation.server";
import { shortenFilename } from "~/lib/format";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { requiredFile, uploadRules, type UploadedFile } from "~/utils/upload.server";
import { createMessages } from "~/i18n/messages/create";
import { regionsMessages } from "~/i18n/messages/regions";
import { DEFAULT_VISIBILITY } from "~/lib/pages";

/** The form's own field beside its file (and the file's rules, read by uploadRules): the service's (a function: a `.server` module is empty in the browser's build, where the route's module runs too). */
const uploadForm = () => uploadPageSchema.pick({ visibility: true });

/** What this screen accepts; the server enforces it whatever the form says. */
const RULES = { extensions: "png,jpg,jpeg,webp", max: "10240", dimensions: "min_width=256,min_height=256" };

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  return json({ credits: await requireCreationCredit(viewer) });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  let sent: SentForm<z.output<ReturnType<typeof uploadForm>>> | undefined;
  let file: UploadedFile;
  try {
    sent = await readForm(request, uploadForm(), { files: ["file"] });
    file = await requiredFile(sent);
  } catch (error) {
    // The choice of who sees the page is shown again beside the file's refusal.
    return formErrorReply(request, error, sent?.reply);
  }
  const { form, value } = sent;
  const rules = uploadRules(form);
  const locale = getLocale(request);
  const fallback = translate(locale, "create.upload.defaultTitle");
  return creationResult(request, sent, async () => {
    const { visibility } = value();
    const stored = await storeUpload(viewer.id, file, rules);
    const { page, problems, notShared } = await createUploadedPage(viewer, { illustration: stored.url, name: file.name, visibility }, fallback);
    // Kept private although they asked to share it: said first, it changes who sees their page.
    const withheld = notSharedKey(notShared);
    if (withheld) return { page, toast: { variant: "info", key: withheld, persist: true } };
    if (problems.length === 0) return page;
    // Created, but hard to fill: the colour screen opens with the reasons instead of "created".
    const reasons = describeProblems(locale, problems);
    return { page, toast: { variant: "info", key: "regions.warning.upload", params: { reasons } } };
  });
}

export default function CreateByUpload() {
  const t = useT(createMessages, regionsMessages);
  const { credits } = useLoaderData<typeof loader>();
  const refused = formState(useActionData<typeof action>());
  const submitting = usePosting();
  const [chosen, setChosen] = useState<{ name: string; url: string } | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = (file: File | undefined) => setChosen(file ? { name: file.name, url: URL.createObjectURL(file) } : null);

  return (
    <CreateScreen id="upload-title" icon={Upload} title={t("create.upload")} intro={t("create.upload.intro")} credits={credits}>
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-5"
        onSubmit={(event) => {
          if (submitting) event.preventDefault();
        }}
      >
        <CreateError message={refused?.fields?.file ? null : refused?.error} />
        {Object.entries(RULES).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FileDropZone tone="brand" className="p-6" onFile={choose} error={refused?.fields?.file} testId="drop-zone">
          {chosen ? (
            <>
              <img
                src={chosen.url}
                alt={t("create.upload.preview")}
                className="max-h-72 rounded-(--radius-control) bg-white object-contain shadow-(--shadow-card)"
              />
              <span className="text-sm font-bold" title={chosen.name}>
                {shortenFilename(chosen.name)}
              </span>
              <span className="btn-secondary pointer-events-none">{t("create.upload.change")}</span>
            </>
          ) : (
            <>
              <span className="grid size-16 place-items-center rounded-full bg-brand-100 text-brand-700">
                <ImagePlus aria-hidden className="size-8" />
              </span>
              <span className="btn-primary pointer-events-none">{t("create.upload.pick")}</span>
              <span className="text-sm text-ink-muted">{t("create.upload.drop")}</span>
            </>
          )}
          <span className="text-xs text-ink-muted">{t("create.upload.rules")}</span>
        </FileDropZone>
        <VisibilityChoice defaultValue={refused?.values?.visibility === "public" ? "public" : DEFAULT_VISIBILITY} />
        <div className="flex justify-end">
          <CreateSubmit icon={Upload} label={t("create.upload.submit")} busy={submitting} />
        </div>
        {submitting ? <ProgressPanel label={t("create.upload.working")} /> : null}
      </Form>
    </CreateScreen>
  );
}
