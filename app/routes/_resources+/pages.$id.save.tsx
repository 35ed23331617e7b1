import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { colorAction } from "~/routes/pages+/__color-route.server";

export const loader = ({ params }: ActionFunctionArgs) => redirect(`/pages/${params.id}/color`);

/** The colour screen's save: the paint layer in, the coloured page (with its preview) out. */
export const action = ({ request, params }: ActionFunctionArgs) => colorAction(request, params);
