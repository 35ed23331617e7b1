import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { LegalPageEditor } from "~/components/admin/legal-page-editor";
import { legalPageAction, legalPageLoader } from "~/routes/admin+/__legal-page-route.server";

export const loader = (args: LoaderFunctionArgs) => legalPageLoader("privacy", args);
export const action = (args: ActionFunctionArgs) => legalPageAction("privacy", args);
export default LegalPageEditor;
