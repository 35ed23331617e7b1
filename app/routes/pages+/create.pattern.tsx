import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formMessage } from "~/lib/forms";
import Flower2 from "lucide-react/icons/flower-2";
import { CreateScreen } from "~/components/create/create-screen";
import { PatternCreator } from "~/components/create/pattern-creator";
import { DEFAULT_PATTERN, randomSeed, type PatternOptions } from "~/lib/patterns";
import { createPatternPage, parsePattern, patternPageSchema } from "~/services/pattern-page.server";
import { readForm } from "~/utils/forms.server";
import { TITLE_MAX } from "~/services/photo-page.server";
import { isAppError } from "~/lib/errors";
import { creationResult } from "~/routes/pages+/__creation-action.server";
import { requireCreationCredit } from "~/routes/pages+/__creation.server";
import { useT } from "~/utils/i18n-react";
import { getLocale } from "~/utils/request.server";
import { requireRegularUser } from "~/utils/session.server";
import { createMessages } from "~/i18n/messages/create";
import { DEFAULT_VISIBILITY } from "~/lib/pages";

/** The choices from the URL (what 'Vista previa' and 'Sorpréndeme' send without JavaScript). */
function choicesFrom(query: URLSearchParams): PatternOptions {
  const input = Object.fromEntries(["seed", "symmetry", "density", "motif"].flatMap((name) => (query.get(name) ? [[name, query.get(name)]] : [])));
  const surprise = query.get("surprise") === "1" || !input.seed;
  try {
    return parsePattern({ ...input, seed: surprise ? randomSeed() : input.seed });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { ...DEFAULT_PATTERN, seed: randomSeed() };
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const credits = await requireCreationCredit(viewer);
  const query = new URL(request.url).searchParams;
  return json({
    credits,
    options: choicesFrom(query),
    title: (query.get("title") ?? "").slice(0, TITLE_MAX),
    // What 'Vista previa' kept without JavaScript.
    visibility: query.get("visibility") === "public" ? ("public" as const) : DEFAULT_VISIBILITY,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const sent = await readForm(request, patternPageSchema);
  return creationResult(request, sent, () => createPatternPage(viewer, sent.value(), getLocale(request)));
}

export default function CreatePattern() {
  const t = useT(createMessages);
  const { credits, options, title, visibility } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <CreateScreen id="pattern-title" icon={Flower2} title={t("create.pattern.title")} intro={t("create.pattern.intro")} credits={credits} wide>
      <PatternCreator key={JSON.stringify(options)} initial={options} title={title} visibility={visibility} error={formMessage(actionData)} />
    </CreateScreen>
  );
}
