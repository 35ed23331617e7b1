import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { NotFound } from "~/lib/errors";
import { apiError } from "~/utils/api.server";

// Unknown /api paths answer in the JSON contract, never with the HTML 404 page.
export const loader = ({ request }: LoaderFunctionArgs) => apiError(NotFound(), request);
export const action = ({ request }: ActionFunctionArgs) => apiError(NotFound(), request);
