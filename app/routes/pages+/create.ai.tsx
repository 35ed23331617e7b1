import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { formMessage, type FetchError } from "~/lib/forms";
import Lightbulb from "lucide-react/icons/lightbulb";
import Sparkles from "lucide-react/icons/sparkles";
import Upload from "lucide-react/icons/upload";
import { useEffect, useState } from "react";
import { isAiConfigured, generatePromptIdea } from "~/services/ai.server";
import { isAppError } from "~/lib/errors";
import { aiPageSchema, createAiPage } from "~/services/page-creation.server";
import { readForm } from "~/utils/forms.server";
import { translate } from "~/i18n";
import { creationResult } from "~/routes/pages+/__creation-action.server";
import { requireCreationCredit } from "~/routes/pages+/__creation.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { CreateError, CreateScreen, CreateSubmit, usePosting, VisibilityChoice } from "~/components/create/create-screen";
import { ProgressPanel } from "~/components/create/progress";
import { TextAreaField } from "~/components/ui/form-fields";
import { createMessages } from "~/i18n/messages/create";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const credits = await requireCreationCredit(viewer);
  const configured = await isAiConfigured();
  // Without JavaScript, 'Dame una idea' is a link back here with ?idea=1.
  let idea = "";
  let ideaError: string | null = null;
  if (configured && new URL(request.url).searchParams.get("idea") === "1") {
    try {
      idea = await generatePromptIdea(viewer);
    } catch (error) {
      if (!isAppError(error)) throw error;
      ideaError = translate(getLocale(request), error.messageKey);
    }
  }
  return json({ credits, configured, idea, ideaError });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, aiPageSchema);
  return creationResult(request, sent, () => createAiPage(viewer, sent.value()));
}

export default function CreateWithAi() {
  const t = useT(createMessages);
  const { credits, configured, idea, ideaError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const ideas = useFetcher<{ prompt: string } | FetchError>();
  const submitting = usePosting();
  const [prompt, setPrompt] = useState(idea);

  useEffect(() => {
    if (ideas.data && "prompt" in ideas.data) setPrompt(ideas.data.prompt);
  }, [ideas.data]);

  const error = formMessage(actionData) ?? (ideas.data && "error" in ideas.data ? ideas.data.error.message : null) ?? ideaError;

  return (
    <CreateScreen id="ai-title" icon={Sparkles} title={t("create.ai")} intro={t("create.ai.intro")} credits={credits}>
      {!configured ? (
        <div className="space-y-4 rounded-(--radius-card) bg-sun-100 p-5" data-testid="ai-not-configured">
          <p className="font-semibold">{t("create.ai.notConfigured")}</p>
          <Link to="/pages/create/upload" className="btn-primary">
            <Upload aria-hidden className="size-4" />
            {t("create.upload")}
          </Link>
        </div>
      ) : (
        <Form
          method="post"
          className="space-y-5"
          onSubmit={(event) => {
            if (submitting) event.preventDefault();
          }}
        >
          <CreateError message={error} />
          <TextAreaField
            id="prompt"
            label={t("create.ai.prompt")}
            required
            maxLength={500}
            rows={4}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={t("create.ai.placeholder")}
            className="input resize-y"
            disabled={submitting}
          />
          <VisibilityChoice />
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
            <Link
              to="?idea=1"
              className="btn-secondary"
              onClick={(event) => {
                event.preventDefault();
                if (ideas.state === "idle") ideas.load("/pages/create/idea");
              }}
              aria-disabled={ideas.state !== "idle" || submitting}
            >
              <Lightbulb aria-hidden className="size-4" />
              {ideas.state !== "idle" ? t("create.ai.ideaLoading") : t("create.ai.idea")}
            </Link>
            <CreateSubmit icon={Sparkles} label={t("create.ai.submit")} busy={submitting} />
          </div>
          {submitting ? <ProgressPanel label={t("create.ai.working")} /> : null}
        </Form>
      )}
    </CreateScreen>
  );
}
