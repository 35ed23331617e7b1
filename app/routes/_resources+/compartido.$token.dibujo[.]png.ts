import type { LoaderFunctionArgs } from "@remix-run/node";
import { sharedPicture } from "~/services/shares.server";
import { sharedFileResponse } from "./__shared-file.server";

/** /compartido/{token}/dibujo.png: a shared colouring as saved, for anyone with the link while it is on. */
export const loader = ({ request, params }: LoaderFunctionArgs) => sharedFileResponse(request, () => sharedPicture(params.token ?? ""));
