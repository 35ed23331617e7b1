import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import Ban from "lucide-react/icons/ban";
import ShieldCheck from "lucide-react/icons/shield-check";
import Trash2 from "lucide-react/icons/trash-2";
import { useBlockToggle } from "~/components/admin/use-block-toggle";
import { ConfirmToast } from "~/components/gallery/confirm-toast";
import { FormAlert, TextField } from "~/components/ui/form-fields";
import { PersonPhotoField } from "~/components/account/profile-fields";
import { SubmitButton } from "~/components/ui/field";
import { SupportSection, type SupportForm } from "~/components/admin/support-section";
import { readUserForAdmin, updateUserByAdmin } from "~/services/admin-users.server";
import { giveSupport, supportGrantSchema, supportPanel } from "~/services/support-grants.server";
import { formState, textFieldOf } from "~/lib/forms";
import { chosenPhoto, type PublicUser } from "~/services/users.server";
import { formErrorReply, readForm, type SentForm } from "~/utils/forms.server";
import { profileSchema } from "~/lib/validation";
import * as z from "zod";
import { useT } from "~/utils/i18n-react";
import { parseId } from "~/utils/params";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { chosenFile } from "~/utils/upload.server";
import { useHydrated } from "~/utils/use-hydrated";
import { adminUsersMessages } from "~/i18n/messages/admin-users";
import { authMessages } from "~/i18n/messages/auth";

/** A missing id or an unknown user goes back to the list (docs/product.md §2). */
async function userOrRedirect(id: string | undefined) {
  const user = await Promise.resolve()
    .then(() => readUserForAdmin(parseId(id)))
    .catch(() => null);
  if (!user) throw redirect("/admin/users");
  return user;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireAdmin(request);
  const user = await userOrRedirect(params.id);
  return json({ user, self: user.id === admin.id, support: await supportPanel(admin, user) });
}

/** The details (the multipart form, with the photo): the service's name and e-mail. */
const detailsSchema = profileSchema.pick({ name: true, email: true }).extend({ removePhoto: z.string().optional() });

/** The form sent: the details, or (a plain form saying so) a support gift. */
const userForms = (multipart: boolean) => (form: FormData) => (!multipart && form.get("intent") === "support" ? supportGrantSchema : detailsSchema);

type UserForms = SentForm<z.output<typeof detailsSchema> | z.output<typeof supportGrantSchema>>;

/** "Ayuda de soporte": a plan or extra credits (the /api door's POST /users/{id}/grants), each answered on its own form. */
async function supportAction(request: Request, admin: PublicUser, userId: number, sent: UserForms) {
  const which: SupportForm = sent.form.get("kind") === "credits" ? "support-credits" : "support-plan";
  try {
    await giveSupport(admin, userId, sent.value());
  } catch (error) {
    return formErrorReply(request, error, sent.reply, { form: which });
  }
  return redirectWithToast(`/admin/users/${userId}/edit`, {
    variant: "success",
    key: which === "support-credits" ? "support.creditsGiven" : "support.planGiven",
  });
}

/** Name, photo (an optional image upload; "remove" or nothing → "") and e-mail; or a support form's gift. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const user = await userOrRedirect(params.id);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "");
  let sent: UserForms;
  try {
    sent = await readForm(request, userForms(multipart), { files: ["file"] });
  } catch (error) {
    // An upload that cannot be read: said on the details form, the one that uploads.
    return formErrorReply(request, error, undefined, { form: "details" });
  }
  if (!multipart && sent.form.get("intent") === "support") return await supportAction(request, admin, user.id, sent);
  try {
    // (the details' schema read it: userForms chose it)
    const input = sent.value() as z.output<typeof detailsSchema>;
    const photo = await chosenPhoto(user, { file: await chosenFile(sent), remove: input.removePhoto === "1" });
    await updateUserByAdmin(user.id, { name: input.name, email: input.email, photo });
    return redirectWithToast(`/admin/users/${user.id}/edit`, { variant: "success", key: "adminUsers.updated" });
  } catch (error) {
    return formErrorReply(request, error, sent.reply, { form: "details" });
  }
}

export default function EditUser() {
  const t = useT(adminUsersMessages, authMessages);
  const { user, self, support } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const actionData = formState(data, "details");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formEncType === "multipart/form-data";
  const fieldError = (name: string) => actionData?.fields?.[name];
  const field = textFieldOf(actionData, user);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <BackLink to="/admin/users">{t("adminUsers.back")}</BackLink>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section className="card space-y-5 p-6" aria-labelledby="edit-user-title">
          <h1 id="edit-user-title" className="text-2xl font-extrabold">
            {t("adminUsers.editTitle")}
          </h1>
          {actionData?.error && !actionData.fields ? <FormAlert>{actionData.error}</FormAlert> : null}
          <Form method="post" encType="multipart/form-data" className="space-y-5" key={`${user.name}|${user.email}|${user.photo}`}>
            <TextField {...field("name")} label={t("auth.field.name")} required maxLength={80} autoComplete="off" />
            <PersonPhotoField id="photo" person={user} error={fieldError("file")} />
            <TextField {...field("email")} type="email" label={t("auth.field.email")} required autoComplete="off" />
            <SubmitButton busy={busy} className="btn-primary">
              {t("adminUsers.updateUser")}
            </SubmitButton>
          </Form>
        </section>
        <StatusPanel user={user} self={self} />
      </div>
      {/* Keyed by the latest gift: once one is given, both forms start empty again. */}
      {support ? <SupportSection key={support.grants[0]?.id ?? 0} support={support} result={(form) => formState(data, form)} /> : null}
    </div>
  );
}

/**
 * The edit screen's second button: this user's block toggle, with the list's rule
 * (blocking asks first, by toast with JavaScript or on the confirm screen without;
 * unblocking is immediate). Not offered on one's own account.
 */
function StatusPanel({ user, self }: { user: PublicUser; self: boolean }) {
  const t = useT(adminUsersMessages, authMessages);
  const location = useLocation();
  const hydrated = useHydrated();
  const blockToggle = useBlockToggle();

  return (
    <section className="card flex flex-col gap-4 p-6" aria-labelledby="status-title" data-testid="user-status">
      <h2 id="status-title" className="text-lg font-extrabold">
        {t("adminUsers.status")}
      </h2>
      <div className="flex flex-wrap gap-1.5">
        {user.admin ? <span className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-black text-white">{t("adminUsers.badge.admin")}</span> : null}
        <span className="rounded-full bg-sun-300 px-2.5 py-0.5 text-xs font-black text-ink">{user.plan.title}</span>
      </div>
      <p className={`text-sm font-semibold ${user.blocked ? "text-coral-700" : "text-mint-700"}`} data-testid="status-text">
        {t(user.blocked ? "adminUsers.statusBlocked" : "adminUsers.statusActive")}
      </p>
      {!self ? (
        <Form
          method="post"
          action={`/admin/users/${user.id}/blocked`}
          className="mt-auto"
          onSubmit={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            blockToggle.toggle(user, event.currentTarget);
          }}
        >
          <input type="hidden" name="redirectTo" value={location.pathname} />
          <button type="submit" disabled={blockToggle.busy} className={user.blocked ? "btn-secondary w-full" : "btn-danger w-full"} data-testid="block-toggle">
            {user.blocked ? <ShieldCheck aria-hidden className="size-4" /> : <Ban aria-hidden className="size-4" />}
            {t(user.blocked ? "adminUsers.unblockShort" : "adminUsers.blockShort")}
          </button>
        </Form>
      ) : null}
      <Link to={`/admin/users/${user.id}/delete`} className="btn-secondary w-full text-coral-700" data-testid="delete-user">
        <Trash2 aria-hidden className="size-4" />
        {t("adminUsers.delete.start")}
      </Link>
      <ConfirmToast {...blockToggle.confirmToast} />
    </section>
  );
}
