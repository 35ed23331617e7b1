import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import Ban from "lucide-react/icons/ban";
import Pencil from "lucide-react/icons/pencil";
import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldPlus from "lucide-react/icons/shield-plus";
import UserPlus from "lucide-react/icons/user-plus";
import { GalleryError } from "~/components/gallery/gallery-error";
import { useBlockToggle } from "~/components/admin/use-block-toggle";
import { ConfirmToast } from "~/components/gallery/confirm-toast";
import { Avatar } from "~/components/shell/avatar";
import { paginateUsers, userQuerySchema } from "~/services/admin-users.server";
import type { PublicUser } from "~/services/users.server";
import { EmptyList, LoadMoreLink, SearchForm } from "~/components/ui/list-controls";
import { useT } from "~/utils/i18n-react";
import { formatDate } from "~/lib/money";
import { requireAdmin } from "~/utils/session.server";
import { useHydrated } from "~/utils/use-hydrated";
import { adminUsersMessages } from "~/i18n/messages/admin-users";
import { ScreenHeading } from "~/components/ui/heading";

/** Users 1..page (so "?page=N" renders everything up to N without JavaScript), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const query = userQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await paginateUsers(admin, query, { through: true });
  return json({ ...result, search: query.search, viewerId: admin.id });
}

export default function AdminUsers() {
  const t = useT(adminUsersMessages);
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const blockToggle = useBlockToggle();
  const here = `${location.pathname}${location.search}`;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const loadingMore = loading && new URLSearchParams(navigation.location?.search).get("page") === String(data.currentPage + 1);

  const moreParams = new URLSearchParams(location.search);
  moreParams.set("page", String(data.currentPage + 1));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <ScreenHeading title={t("adminUsers.title")} subtitle={t("adminUsers.subtitle")} />
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/users/create" className="btn-primary" data-testid="create-user">
            <UserPlus aria-hidden className="size-4" />
            {t("adminUsers.create")}
          </Link>
          <Link to="/admin/users/create?role=admin" className="btn-secondary" data-testid="create-admin">
            <ShieldPlus aria-hidden className="size-4" />
            {t("adminUsers.createAdmin")}
          </Link>
        </div>
      </div>

      <SearchForm search={data.search} label={t("adminUsers.search.label")} placeholder={t("adminUsers.search.placeholder")} inputId="users-search" />

      {data.data.length === 0 ? (
        <EmptyList testId="users-empty" search={data.search}>
          {data.search ? t("adminUsers.noResults", { search: data.search }) : t("adminUsers.empty")}
        </EmptyList>
      ) : (
        <ul
          className={`grid gap-4 md:grid-cols-2 2xl:grid-cols-3 ${loading && !loadingMore ? "opacity-60 transition-opacity" : ""}`}
          aria-busy={loading || undefined}
          aria-label={t("adminUsers.title")}
        >
          {data.data.map((user) => (
            <li key={user.id} className="flex">
              <UserCard
                user={user}
                self={user.id === data.viewerId}
                back={here}
                busy={blockToggle.busy}
                onToggle={hydrated ? (form) => blockToggle.toggle(user, form) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {data.currentPage < data.lastPage ? <LoadMoreLink to={`?${moreParams}`} replace loading={loadingMore} loadingLabel={t("adminUsers.loading")} /> : null}

      <ConfirmToast {...blockToggle.confirmToast} />
    </div>
  );
}

/** One user: avatar, name, e-mail, plan, badges, join date, edit link and the block toggle. */
function UserCard({
  user,
  self,
  back,
  busy,
  onToggle,
}: {
  user: PublicUser;
  self: boolean;
  back: string;
  busy: boolean;
  onToggle?: (form: HTMLFormElement) => void;
}) {
  const t = useT(adminUsersMessages);
  return (
    <article className="card flex w-full flex-col gap-4 p-4 sm:p-5" data-testid="user-row" data-user-id={user.id} aria-label={user.name}>
      <div className="flex items-start gap-3">
        <Avatar name={user.name} photo={user.photo} size="medium" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-extrabold">{user.name}</h2>
          <p className="truncate text-sm text-ink-soft" data-testid="user-email">
            <span className="sr-only">{t("adminUsers.email")}: </span>
            {user.email}
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {user.admin ? (
              <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-black text-white" data-testid="admin-badge">
                {t("adminUsers.badge.admin")}
              </span>
            ) : null}
            {user.blocked ? (
              <span className="rounded-full bg-coral-700 px-2.5 py-0.5 text-xs font-black text-white" data-testid="blocked-badge">
                {t("adminUsers.badge.blocked")}
              </span>
            ) : null}
            {self ? <span className="rounded-full bg-sun-300 px-2.5 py-0.5 text-xs font-black text-ink">{t("adminUsers.badge.you")}</span> : null}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="font-bold text-ink-muted">{t("adminUsers.plan")}</dt>
          <dd className="font-semibold" data-testid="user-plan">
            {user.plan.title}
          </dd>
        </div>
        <div>
          <dt className="font-bold text-ink-muted">{t("adminUsers.joined")}</dt>
          <dd className="font-semibold">
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-2">
        <Link
          to={`/admin/users/${user.id}/edit`}
          className="btn-secondary px-3 py-2"
          aria-label={t("adminUsers.edit", { name: user.name })}
          data-testid="edit-user"
        >
          <Pencil aria-hidden className="size-4" />
          <span aria-hidden>{t("adminUsers.editShort")}</span>
        </Link>
        {!self ? (
          <Form
            method="post"
            action={`/admin/users/${user.id}/blocked`}
            onSubmit={(event) => {
              if (!onToggle) return;
              event.preventDefault();
              onToggle(event.currentTarget);
            }}
          >
            <input type="hidden" name="redirectTo" value={back} />
            <button
              type="submit"
              disabled={busy}
              aria-label={t(user.blocked ? "adminUsers.unblock" : "adminUsers.block", { name: user.name })}
              className={`btn px-3 py-2 ${user.blocked ? "btn-secondary" : "bg-coral-100 text-coral-700 hover:bg-coral-700 hover:text-white"}`}
              data-testid="block-toggle"
            >
              {user.blocked ? <ShieldCheck aria-hidden className="size-4" /> : <Ban aria-hidden className="size-4" />}
              <span aria-hidden>{t(user.blocked ? "adminUsers.unblockShort" : "adminUsers.blockShort")}</span>
            </button>
          </Form>
        ) : null}
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  const t = useT(adminUsersMessages);
  return <GalleryError text={t("adminUsers.failedUsers")} />;
}
