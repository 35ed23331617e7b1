import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CreateChooser } from "~/components/create/chooser";
import { isAiConfigured } from "~/services/ai.server";
import { requireCreationCredit } from "~/routes/pages+/__creation.server";
import { requireRegularUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  const credits = await requireCreationCredit(viewer);
  return json({ credits, aiConfigured: await isAiConfigured() });
}

export default function CreatePage() {
  const { credits, aiConfigured } = useLoaderData<typeof loader>();
  return <CreateChooser credits={credits} aiConfigured={aiConfigured} />;
}
