import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import BookOpen from "lucide-react/icons/book-open";
import { useState } from "react";
import { FormError, SubmitButton } from "~/components/ui/field";
import { SelectField } from "~/components/ui/form-fields";
import { cardImage } from "~/components/gallery/page-card";
import { formMessage, formState, sentValues } from "~/lib/forms";
import { BOOKLET_TITLE_MAX, MAX_BOOKLET_PAGES } from "~/lib/booklets";
import { defaultPaper, PAPER_NAMES } from "~/lib/paper";
import { PAGE_SIZE, type WebCard } from "~/lib/pages";
import { bookletInputSchema, requestBooklet } from "~/services/booklets.server";
import { formList } from "~/lib/validation";
import * as z from "zod";
import { paginateWebCards } from "~/services/pages.server";
import { requirePaidFeature } from "~/services/paid-features.server";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { getLocale, safeRedirect } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { upgradeFor } from "~/utils/toast.server";
import { bookletMessages } from "~/i18n/messages/booklet";
import { printMessages } from "~/i18n/messages/print";

/**
 * The service's schema as the form sends it: the pages ticked (in the order chosen), the footer's
 * box unticked sent as nothing. (a function: a `.server` module is empty in the browser's build, where the route's module runs too)
 */
const bookletForm = () =>
  bookletInputSchema.extend({
    pageIds: formList(bookletInputSchema.shape.pageIds),
    footer: z.preprocess((value) => value ?? "0", bookletInputSchema.shape.footer),
  });

/** Where a free family goes back to from the booklet's explanation: where they asked from, else their colourings. */
const backOf = (request: Request) => safeRedirect(new URL(request.url).searchParams.get("back"), "/pages/colored");

/**
 * /pages/booklets/new: choose up to 24 of your coloured or favourite pages for one PDF with a
 * cover. Paid plans only, as printing: the free plan is shown what a booklet gives
 * and the plan that has it, with the way back.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  await requirePaidFeature(viewer, "booklet").catch(async (error: unknown) => {
    throw (await upgradeFor(error, backOf(request))) ?? error;
  });
  // Up to 24 of each, newest first: what a booklet can hold.
  const first = { page: MAX_BOOKLET_PAGES / PAGE_SIZE, search: "", sort: "latest" } as const;
  const [colored, favorites] = await Promise.all([
    paginateWebCards(viewer, { ...first, scope: "colored" }, { through: true }),
    paginateWebCards(viewer, { ...first, scope: "favorited" }, { through: true }),
  ]);
  const seen = new Set(colored.data.map((page) => page.id));
  return json({
    colored: colored.data,
    favorites: favorites.data.filter((page) => !seen.has(page.id)),
    paper: defaultPaper(request.headers.get("Accept-Language")),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, bookletForm());
  try {
    const booklet = await requestBooklet(viewer, sent.value(), { locale: getLocale(request), acceptLanguage: request.headers.get("Accept-Language") });
    return redirect(`/pages/booklets/${booklet.id}`);
  } catch (error) {
    return (await upgradeFor(error, backOf(request))) ?? formErrorReply(request, error, sent.reply);
  }
}

export default function NewBooklet() {
  const t = useT(bookletMessages, printMessages);
  const { colored, favorites, paper } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = formMessage(actionData);
  // What a refused form sent comes back with it (without JavaScript the page is drawn anew).
  const refused = formState(actionData);
  const sent = refused?.values ?? {};
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(sentValues(actionData, "pageIds")));
  const toggle = (id: string, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const empty = colored.length === 0 && favorites.length === 0;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-3 text-2xl font-extrabold sm:text-3xl">
          <BookOpen aria-hidden className="size-7 text-brand-600" />
          {t("booklet.new.title")}
        </h1>
        <p className="max-w-2xl text-ink-soft">{t("booklet.new.description")}</p>
      </header>
      {empty ? (
        <div className="card space-y-4 p-6 text-center" data-testid="booklet-empty">
          <p className="text-ink-soft">{t("booklet.new.empty")}</p>
          <Link to="/pages/public" className="btn-primary">
            {t("booklet.new.toGallery")}
          </Link>
        </div>
      ) : (
        <Form method="post" className="space-y-6" aria-describedby={error ? "booklet-error" : undefined}>
          <FormError id="booklet-error" errors={error ? [error] : undefined} />
          <PagePicker legend={t("booklet.new.colored")} pages={colored} chosen={chosen} onToggle={toggle} />
          <PagePicker legend={t("booklet.new.favorites")} pages={favorites} chosen={chosen} onToggle={toggle} />
          <div className="card grid gap-5 p-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <label htmlFor="booklet-title" className="label">
                {t("booklet.new.bookTitle")}
              </label>
              <input
                id="booklet-title"
                name="title"
                className="input"
                maxLength={BOOKLET_TITLE_MAX}
                placeholder={t("booklet.defaultTitle")}
                defaultValue={sent.title ?? ""}
              />
            </div>
            <SelectField
              id="booklet-paper"
              name="paper"
              label={t("print.paper")}
              options={PAPER_NAMES.map((name) => ({ value: name, label: t(`print.paper.${name}`) }))}
              defaultValue={sent.paper ?? paper}
            />
            <label className="flex items-center gap-3 self-end pb-3 text-sm font-semibold">
              <input
                type="checkbox"
                name="footer"
                value="1"
                // (a box left unticked is not sent: a refusal without it had it unticked)
                defaultChecked={refused ? sent.footer === "1" : true}
                className="size-5 accent-brand-600"
              />
              {t("print.footer")}
            </label>
          </div>
          <div className="sticky bottom-4 z-10 flex flex-wrap items-center justify-between gap-3 rounded-(--radius-card) bg-surface/95 p-4 shadow-lg ring-1 ring-line backdrop-blur">
            <p className="font-bold" role="status" data-testid="booklet-chosen">
              {t("booklet.new.chosen", { count: chosen.size })}
            </p>
            <SubmitButton busy={navigation.state === "submitting"} className="btn-primary">
              {t("booklet.new.submit")}
            </SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}

/** A group of pages to choose from: each a checkbox with its picture and title. */
function PagePicker({
  legend,
  pages,
  chosen,
  onToggle,
}: {
  legend: string;
  pages: WebCard[];
  chosen: Set<string>;
  onToggle: (id: string, on: boolean) => void;
}) {
  const t = useT(bookletMessages);
  if (pages.length === 0) return null;
  const full = chosen.size >= MAX_BOOKLET_PAGES;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-extrabold">{legend}</legend>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {pages.map((page) => {
          const id = String(page.id);
          const on = chosen.has(id);
          return (
            <li key={page.id}>
              <label
                className={`card flex h-full cursor-pointer flex-col overflow-hidden transition focus-within:ring-4 focus-within:ring-brand-200 ${on ? "ring-4 ring-brand-500" : "hover:ring-2 hover:ring-brand-200"}`}
                data-testid="booklet-page"
              >
                <span className="relative block aspect-square bg-white">
                  <img src={cardImage(page)} alt="" loading="lazy" decoding="async" width={256} height={256} className="size-full object-contain" />
                  <input
                    type="checkbox"
                    name="pageIds"
                    value={id}
                    checked={on}
                    disabled={full && !on}
                    onChange={(event) => onToggle(id, event.currentTarget.checked)}
                    aria-label={t("booklet.new.pick", { title: page.title })}
                    className="absolute left-2 top-2 size-6 accent-brand-600"
                  />
                </span>
                <span className="line-clamp-2 p-3 text-sm font-bold">{page.title}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
