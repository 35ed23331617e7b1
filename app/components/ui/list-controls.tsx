import { Form, Link, useSubmit } from "@remix-run/react";
import Search from "lucide-react/icons/search";
import { useRef, type MouseEvent, type ReactNode } from "react";
import { useT } from "~/utils/i18n-react";
import { useDebouncedCallback } from "~/utils/use-debounce";
import { useHydrated } from "~/utils/use-hydrated";
import { galleryMessages } from "~/i18n/messages/gallery";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: submitted 300 ms after typing stops with JavaScript, a plain GET
 * form with a submit button without it. `children` (e.g. a sort select) sit beside it.
 */
export function SearchForm({
  search,
  label,
  placeholder,
  inputId,
  children,
}: {
  search: string;
  label: string;
  placeholder: string;
  inputId: string;
  children?: ReactNode;
}) {
  const t = useT(galleryMessages);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const debounced = useDebouncedCallback(() => {
    if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
  }, SEARCH_DEBOUNCE_MS);
  return (
    <Form ref={formRef} method="get" role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={inputId}
            type="search"
            name="search"
            defaultValue={search}
            placeholder={placeholder}
            className="input pl-11"
            onChange={debounced}
            autoComplete="off"
            maxLength={100}
          />
        </div>
      </div>
      {children || !hydrated ? (
        <div className="flex items-end gap-2">
          {children}
          {!hydrated ? (
            <button type="submit" className="btn-primary">
              {t("gallery.search.submit")}
            </button>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}

/** 'Load more': a link to the next `?page=` (works without JavaScript); `onClick` may load it in place. */
export function LoadMoreLink({
  to,
  loading,
  loadingLabel,
  onClick,
  replace,
}: {
  to: string;
  loading: boolean;
  loadingLabel: string;
  onClick?: (event: MouseEvent) => void;
  replace?: boolean;
}) {
  const t = useT(galleryMessages);
  return (
    <div className="flex justify-center pt-2">
      <Link
        to={to}
        preventScrollReset
        replace={replace}
        onClick={onClick}
        className="btn-secondary min-w-48"
        aria-busy={loading || undefined}
        data-testid="load-more"
      >
        {loading ? (
          <>
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" />
            {loadingLabel}
          </>
        ) : (
          t("gallery.loadMore")
        )}
      </Link>
    </div>
  );
}

/** What a list says when it has nothing to show; after a search, a link back to the whole list. */
export function EmptyList({ testId, search, children }: { testId: string; search: string; children: ReactNode }) {
  const t = useT(galleryMessages);
  return (
    <div className="card flex flex-col items-center gap-4 px-6 py-16 text-center" data-testid={testId}>
      <p className="max-w-md text-ink-soft">{children}</p>
      {search ? (
        <Link to="?" className="btn-secondary">
          {t("gallery.clearSearch")}
        </Link>
      ) : null}
    </div>
  );
}
