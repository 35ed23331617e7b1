import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/admin/back-link";
import { Field, FormError, SubmitButton } from "~/components/ui/field";
import { TextAreaField } from "~/components/ui/form-fields";
import { planUpdateSchema, updatePlan } from "~/services/admin-plans.server";
import { readPlan, toPublicPlan } from "~/services/plans.server";
import { formErrorReply, readForm } from "~/utils/forms.server";
import { useT, useText } from "~/utils/i18n-react";
import { errorsMessages } from "~/i18n/messages/errors";
import { parseId } from "~/utils/params";
import { requireAdmin } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { adminMessages } from "~/i18n/messages/admin";
import { DEFAULT_CURRENCY } from "~/lib/money";
import { useRootData } from "~/root";

/** The plan behind the URL; a missing, unreadable or unknown id goes back to the list (docs/product.md §2). */
async function planOrBack(id: string | undefined) {
  try {
    return await readPlan(parseId(id));
  } catch {
    throw redirect("/admin/plans");
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ plan: toPublicPlan(await planOrBack(params.id)) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  const plan = await planOrBack(params.id);
  // The service's schema; the service is the rule (it also fixes the free plan's price).
  const sent = await readForm(request, planUpdateSchema);
  try {
    await updatePlan(plan.id, sent.value());
  } catch (error) {
    return formErrorReply(request, error, sent.reply);
  }
  return redirectWithToast("/admin/plans", { variant: "success", key: "admin.plans.updated" });
}

/** docs/product.md §2, §5: the plan form; price, discount and Stripe price ID only for paid plans. */
export default function EditPlan() {
  const t = useT(adminMessages);
  const currency = useRootData()?.settings.currency ?? DEFAULT_CURRENCY;
  const text = useText(errorsMessages, adminMessages);
  // The plan's checks speak in admin.* keys, which the shared fields do not know: give them the text.
  const texts = (errors?: string[]) => errors?.map((error) => text(error));
  const { plan } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: `plan-${plan.id}`,
    lastResult: actionData?.result,
    defaultValue: {
      name: plan.name,
      title: plan.title,
      description: plan.description,
      price: plan.price.toFixed(2),
      discount: String(plan.discount),
      publicPageLimit: String(plan.publicPageLimit),
      pageCreationLimit: String(plan.pageCreationLimit),
      stripePriceId: plan.stripePriceId ?? "",
    },
    shouldRevalidate: "onInput",
  });
  const descriptionError = fields.description.errors?.[0];
  return (
    <section className="mx-auto max-w-2xl space-y-6" aria-labelledby="plan-edit-title">
      <BackLink to="/admin/plans">{t("admin.plans.back")}</BackLink>
      <div className="card p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h1 id="plan-edit-title" className="text-2xl font-extrabold sm:text-3xl">
            {t("admin.plans.editTitle", { title: plan.title })}
          </h1>
          <span className={`rounded-full px-2.5 py-1 text-xs font-black ${plan.paid ? "bg-brand-100 text-brand-800" : "bg-mint-100 text-mint-700"}`}>
            {t(plan.paid ? "admin.plans.paid" : "admin.plans.free")}
          </span>
        </div>
        <p className="mt-2 text-ink-soft">{t("admin.plans.editSubtitle")}</p>
        <Form method="post" className="mt-6 space-y-5" {...getFormProps(form)}>
          <FormError id={form.errorId} errors={texts(form.errors)} />
          <Field
            label={t("admin.plans.field.name")}
            id={fields.name.id}
            errors={texts(fields.name.errors)}
            hint={t("admin.plans.field.nameHint")}
            inputProps={{ ...getInputProps(fields.name, { type: "text" }), readOnly: true }}
          />
          <Field
            label={t("admin.plans.field.title")}
            id={fields.title.id}
            errors={texts(fields.title.errors)}
            inputProps={{ ...getInputProps(fields.title, { type: "text" }), required: true, maxLength: 60 }}
          />
          <TextAreaField
            {...getTextareaProps(fields.description)}
            id={fields.description.id}
            name={fields.description.name}
            label={t("admin.plans.field.description")}
            error={descriptionError ? text(descriptionError) : undefined}
            rows={3}
            maxLength={500}
            className="input min-h-24"
          />
          {plan.paid ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={t("admin.plans.field.price", { currency })}
                id={fields.price.id}
                errors={texts(fields.price.errors)}
                hint={t("admin.plans.field.priceHint")}
                inputProps={{ ...getInputProps(fields.price, { type: "text" }), inputMode: "decimal", required: true, autoComplete: "off" }}
              />
              <Field
                label={t("admin.plans.field.discount")}
                id={fields.discount.id}
                errors={texts(fields.discount.errors)}
                hint={t("admin.plans.field.discountHint")}
                inputProps={{ ...getInputProps(fields.discount, { type: "number" }), min: 0, max: 100, step: 1, required: true }}
              />
            </div>
          ) : (
            <p className="rounded-(--radius-control) bg-mint-100 px-4 py-3 text-sm font-semibold text-mint-700">{t("admin.plans.freeNote")}</p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t("admin.plans.field.publicPageLimit")}
              id={fields.publicPageLimit.id}
              errors={texts(fields.publicPageLimit.errors)}
              inputProps={{ ...getInputProps(fields.publicPageLimit, { type: "number" }), min: 0, step: 1, required: true }}
            />
            <Field
              label={t("admin.plans.field.pageCreationLimit")}
              id={fields.pageCreationLimit.id}
              errors={texts(fields.pageCreationLimit.errors)}
              inputProps={{ ...getInputProps(fields.pageCreationLimit, { type: "number" }), min: 0, step: 1, required: true }}
            />
          </div>
          {plan.paid ? (
            <Field
              label={t("admin.plans.field.stripePriceId")}
              id={fields.stripePriceId.id}
              errors={texts(fields.stripePriceId.errors)}
              hint={t("admin.plans.field.stripePriceIdHint")}
              inputProps={{ ...getInputProps(fields.stripePriceId, { type: "text" }), autoComplete: "off", spellCheck: false }}
            />
          ) : null}
          <SubmitButton busy={busy}>{t("admin.plans.save")}</SubmitButton>
        </Form>
      </div>
    </section>
  );
}
