import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { collectionsMessages } from "~/i18n/messages/collections";
import { COLLECTIONS } from "~/lib/collections";
import { addDays, dayLabel, dayOf } from "~/lib/daily-page";
import { formState, sentValues } from "~/lib/forms";
import { pageTagsSchema, readTaggedPage, setPageTags } from "~/services/collections.server";
import { pinDailyPage, pinSchema, pinsOfPage, unpinDailyPage, unpinSchema } from "~/services/daily-pages.server";
import * as z from "zod";
import { formErrorReply, formsByIntent, readForm } from "~/utils/forms.server";
import { useLocale, useT } from "~/utils/i18n-react";
import { idOrNull } from "~/utils/params";
import { getLocale } from "~/utils/request.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/** The page behind the URL; one that names nothing goes back to the admin's pages. */
async function pageOrBack(admin: Awaited<ReturnType<typeof requireAdmin>>, id: string | undefined) {
  const pageId = idOrNull(id);
  const page = pageId ? await readTaggedPage(admin, pageId).catch(() => null) : null;
  if (!page) throw redirect("/admin/pages");
  return page;
}

/** /admin/pages/{id}/edit: a page's collections, and the days it is pinned as the page of the day. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = await pageOrBack(admin, params.id);
  const now = new Date();
  return json({ page, pins: await pinsOfPage(admin, page.id, now), today: dayOf(now) });
}

/** Which form was sent: `pin`, `unpin`, or the tags' (which says nothing). */
const intentOf = (intent: unknown) => (intent === "pin" || intent === "unpin" ? intent : "tags");

/** The screen's forms, each with its service's fields (the page is the screen's) (a function: a `.server` module is empty in the browser's build, where the route's module runs too). */
const pageForms = () =>
  formsByIntent(intentOf, [
    pinSchema.pick({ day: true }).extend({ intent: z.literal("pin") }),
    unpinSchema.extend({ intent: z.literal("unpin") }),
    pageTagsSchema.extend({ intent: z.literal("tags") }),
  ]);

/** Three forms: `tags` (the ticked collections), `pin` (a day), `unpin` (one of its days). */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const page = await pageOrBack(admin, params.id);
  const sent = await readForm(request, pageForms());
  const intent = intentOf(sent.form.get("intent"));
  const here = `/admin/pages/${page.id}/edit`;
  const now = new Date();
  try {
    const input = sent.value();
    if (input.intent === "pin") {
      const pinned = await pinDailyPage(admin, { day: input.day, pageId: page.id }, now);
      return redirectWithToast(here, { variant: "success", key: "admin.daily.pinned", params: { day: dayLabel(getLocale(request), pinned.day) } });
    }
    if (input.intent === "unpin") {
      const { day } = await unpinDailyPage(admin, input, now);
      return redirectWithToast(here, { variant: "success", key: "admin.daily.unpinned", params: { day: dayLabel(getLocale(request), day) } });
    }
    await setPageTags(admin, page.id, input);
    return redirectWithToast(here, { variant: "success", key: "admin.pageTags.saved" });
  } catch (error) {
    return formErrorReply(request, error, sent.reply, { form: intent === "tags" ? "tags" : "pin" });
  }
}

export default function AdminPageEdit() {
  const t = useT(collectionsMessages);
  const { page, pins, today } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const navigation = useNavigation();
  const locale = useLocale();
  const sending = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const tagsState = formState(data, "tags");
  const pinState = formState(data, "pin");
  const ticked = tagsState ? sentValues(data, "tags") : page.tags;
  return (
    <section className="mx-auto max-w-3xl space-y-6" aria-labelledby="page-edit-title">
      <BackLink to="/admin/pages">{t("admin.pageTags.back")}</BackLink>
      <div className="card flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:p-6">
        <img
          src={page.thumbnail}
          alt=""
          width={160}
          height={160}
          className="size-32 shrink-0 rounded-(--radius-control) border border-line bg-white object-contain sm:size-40"
        />
        <div className="space-y-2">
          <h1 id="page-edit-title" className="text-2xl font-extrabold">
            {t("admin.pageTags.title", { title: page.title })}
          </h1>
          {page.prompt !== page.title ? <p className="text-sm text-ink-muted">{page.prompt}</p> : null}
          {page.public ? null : (
            <p className="rounded-(--radius-control) bg-sun-100 px-3 py-2 text-sm font-semibold text-ink" data-testid="page-not-public">
              {t("admin.pageTags.private")}
            </p>
          )}
        </div>
      </div>

      <Form method="post" className="card space-y-4 p-5 sm:p-6" aria-labelledby="page-tags-title" data-testid="tags-form">
        <input type="hidden" name="intent" value="tags" />
        <fieldset className="space-y-3">
          <legend id="page-tags-title" className="text-lg font-extrabold">
            {t("admin.pageTags.tags")}
          </legend>
          <p className="text-sm text-ink-muted">{t("admin.pageTags.tagsHint")}</p>
          <FormError errors={tagsState?.error ? [tagsState.error] : undefined} />
          <ul className="grid gap-2 sm:grid-cols-2">
            {COLLECTIONS.map(({ slug }) => (
              <li key={slug}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-(--radius-control) border border-line px-3 py-2 font-semibold hover:bg-brand-50">
                  <input type="checkbox" name="tags" value={slug} defaultChecked={ticked.includes(slug)} className="size-5" />
                  {t(`collections.${slug}.title`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SubmitButton busy={sending("tags")} className="btn-primary">
          {t("admin.pageTags.save")}
        </SubmitButton>
      </Form>

      <section className="card space-y-4 p-5 sm:p-6" aria-labelledby="page-pin-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="page-pin-title" className="text-lg font-extrabold">
            {t("admin.daily.pinTitle")}
          </h2>
          <Link to="/admin/pages/daily" className="link text-sm font-bold">
            {t("admin.daily.upcoming")}
          </Link>
        </div>
        <p className="text-sm text-ink-muted">{t("admin.daily.pinHint")}</p>
        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end" data-testid="pin-form">
          <input type="hidden" name="intent" value="pin" />
          <div className="sm:w-56">
            <Field
              label={t("admin.daily.day")}
              id="pin-day"
              errors={pinState?.fields?.day ? [pinState.fields.day] : pinState?.error ? [pinState.error] : undefined}
              inputProps={{ type: "date", name: "day", required: true, min: today, max: addDays(today, 366), defaultValue: pinState?.values?.day ?? today }}
            />
          </div>
          <SubmitButton busy={sending("pin")} className="btn-primary">
            {t("admin.daily.pin")}
          </SubmitButton>
        </Form>
        {pins.length > 0 ? (
          <ul className="divide-y divide-line" data-testid="page-pins">
            {pins.map((day) => (
              <li key={day} className="flex items-center justify-between gap-3 py-2">
                <span className="font-semibold first-letter:uppercase">{dayLabel(locale, day)}</span>
                <Form method="post">
                  <input type="hidden" name="intent" value="unpin" />
                  <input type="hidden" name="day" value={day} />
                  <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" aria-label={`${t("admin.daily.unpin")} ${dayLabel(locale, day)}`}>
                    {t("admin.daily.unpin")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </section>
  );
}
