import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CreateChooser } from "~/components/create/chooser";
import { isAiConfigured } from "~/services/ai.server";
import { requireCreationCredit } from "~/routes/pages+/__creation.server";
import { requireRegularUser } from "~/utils/session.server";

const GALLERIES = new Set(["public", "favorite", "colored"]);

/** {gallery}/create: the same chooser, reached from each gallery's create link. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireRegularUser(request);
  if (!GALLERIES.has(params.scope ?? "")) throw new Response("Not found", { status: 404 });
  const credits = await requireCreationCredit(viewer);
  return json({ credits, aiConfigured: await isAiConfigured() });
}

export default function CreateFromGallery() {
  const { credits, aiConfigured } = useLoaderData<typeof loader>();
  return <CreateChooser credits={credits} aiConfigured={aiConfigured} />;
}
