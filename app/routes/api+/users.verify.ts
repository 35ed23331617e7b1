import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import * as z from "zod";
import { issueApiToken, openLink } from "~/services/auth.server";
import { parseInput } from "~/services/validation";
import { api, methodNotAllowed, readBody } from "~/utils/api.server";

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ["POST"]);

const verifySchema = z.object({ token: z.string({ error: "errors.field.required" }).min(1, { error: "errors.field.required" }) });

export function action({ request }: ActionFunctionArgs) {
  return api(request, async () => {
    if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
    const { token } = parseInput(verifySchema, await readBody(request));
    // A new account's link, or a change of address's (the new address then takes effect).
    const { user, plan } = await openLink(token);
    return json({ token: await issueApiToken(user.id), user, plan });
  });
}
