import type { LoaderFunctionArgs } from "@remix-run/node";
import { sharedCard } from "~/services/shares.server";
import { sharedFileResponse } from "./__shared-file.server";

/** /compartido/{token}/tarjeta.png: a shared colouring's link preview (1200×630), for chat apps and social networks. */
export const loader = ({ request, params }: LoaderFunctionArgs) => sharedFileResponse(request, () => sharedCard(params.token ?? ""));
