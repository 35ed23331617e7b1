import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import { FormError } from "~/components/ui/field";
import { collectionsMessages } from "~/i18n/messages/collections";
import { dayLabel } from "~/lib/daily-page";
import { formState } from "~/lib/forms";
import { pageOfTheDay, unpinDailyPage, unpinSchema, upcomingPins } from "~/services/daily-pages.server";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useLocale, useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

/** /admin/pages/daily: today's page of the day and the pins to come. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const now = new Date();
  const [today, pins] = await Promise.all([pageOfTheDay(admin, now), upcomingPins(admin, now)]);
  return json({ today: today ? { day: today.day, id: today.page.id, title: today.page.title } : null, pins });
}

/** Removes one pin (the pins are made on each page's admin screen). */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const sent = await readForm(request, unpinSchema);
  try {
    const { day } = await unpinDailyPage(admin, sent.value(), new Date());
    return redirectWithToast("/admin/pages/daily", { variant: "success", key: "admin.daily.unpinned", params: { day: dayLabel(getLocale(request), day) } });
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
}

export default function AdminDailyPages() {
  const t = useT(collectionsMessages);
  const { today, pins } = useLoaderData<typeof loader>();
  const refused = formState(useActionData<typeof action>());
  const locale = useLocale();
  return (
    <section className="mx-auto max-w-3xl space-y-6" aria-labelledby="daily-admin-title">
      <BackLink to="/admin/pages">{t("admin.pageTags.back")}</BackLink>
      <h1 id="daily-admin-title" className="text-2xl font-extrabold sm:text-3xl">
        {t("admin.daily.pinTitle")}
      </h1>
      <p className="card p-5 font-semibold" data-testid="daily-today">
        {today ? (
          <Link to={`/admin/pages/${today.id}/edit`} className="link">
            {t("admin.daily.today", { title: today.title })}
          </Link>
        ) : (
          t("admin.daily.todayNone")
        )}
      </p>
      <section className="card space-y-4 p-5 sm:p-6" aria-labelledby="daily-upcoming-title">
        <h2 id="daily-upcoming-title" className="text-lg font-extrabold">
          {t("admin.daily.upcoming")}
        </h2>
        <FormError errors={refused?.error ? [refused.error] : undefined} />
        {pins.length === 0 ? (
          <p className="text-ink-muted" data-testid="daily-pins-empty">
            {t("admin.daily.none")}
          </p>
        ) : (
          <ul className="divide-y divide-line" data-testid="daily-pins">
            {pins.map((pin) => (
              <li key={pin.day} className="flex items-center gap-3 py-3">
                <img
                  src={pin.thumbnail}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-(--radius-control) border border-line bg-white object-contain"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-bold first-letter:uppercase">{dayLabel(locale, pin.day)}</p>
                  <Link to={`/admin/pages/${pin.pageId}/edit`} className="link block truncate text-sm">
                    {pin.title}
                  </Link>
                  {pin.public ? null : <p className="text-sm text-coral-700">{t("admin.pageTags.private")}</p>}
                </div>
                <Form method="post">
                  <input type="hidden" name="day" value={pin.day} />
                  <button type="submit" className="btn-secondary px-3 py-1.5 text-sm" aria-label={`${t("admin.daily.unpin")} ${dayLabel(locale, pin.day)}`}>
                    {t("admin.daily.unpin")}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
