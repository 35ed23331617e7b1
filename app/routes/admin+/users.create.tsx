import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import { NewAccountFields } from "~/components/auth/new-account-fields";
import { FormError, SubmitButton } from "~/components/ui/field";
import { createUserByAdmin } from "~/services/admin-users.server";
import * as z from "zod";
import { emailField, nameField, passwordField } from "~/lib/validation";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT } from "~/utils/i18n-react";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { adminUsersMessages } from "~/i18n/messages/admin-users";
import { appMessages } from "~/i18n/messages/app";
import { useSchemaForm } from "~/components/ui/use-schema-form";

/** The service's fields (adminCreateSchema's, from lib/validation: the browser checks with it too) but the photo, added on the user's edit screen. */
const schema = z.object({ name: nameField, email: emailField, password: passwordField });

const roleOf = (value: FormDataEntryValue | string | null) => (value === "admin" ? "admin" : "user");

/** The role comes from the query: ?role=admin creates an administrator. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ role: roleOf(new URL(request.url).searchParams.get("role")) });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const sent = await readForm(request, schema);
  const role = roleOf(sent.form.get("role"));
  try {
    await createUserByAdmin(sent.value(), { admin: role === "admin" });
    return redirectWithToast("/admin/users", { variant: "success", key: role === "admin" ? "adminUsers.createdAdmin" : "adminUsers.created" });
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
}

export default function CreateUser() {
  const t = useT(adminUsersMessages, appMessages);
  const { role } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(schema, { id: `create-${role}`, lastResult: actionData?.result });
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const admin = role === "admin";
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <BackLink to="/admin/users">{t("adminUsers.back")}</BackLink>
      <section className="card p-6 sm:p-8" aria-labelledby="create-user-title">
        <h1 id="create-user-title" className="text-2xl font-extrabold sm:text-3xl">
          {t(admin ? "adminUsers.createAdminTitle" : "adminUsers.createTitle")}
        </h1>
        <p className="mt-2 text-ink-soft">{t(admin ? "adminUsers.createAdminIntro" : "adminUsers.createIntro")}</p>
        <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
          <FormError id={form.errorId} errors={form.errors} />
          <input type="hidden" name="role" value={role} />
          <NewAccountFields fields={fields} own={false} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to="/admin/users" className="btn-secondary">
              {t("app.cancel")}
            </Link>
            <SubmitButton busy={busy} className="btn-primary">
              {t(admin ? "adminUsers.createAdmin" : "adminUsers.create")}
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
