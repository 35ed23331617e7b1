import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { setVisibility, visibilitySchema } from "~/services/page-changes.server";
import { pageChange } from "./__page-change.server";

export const loader = () => redirect("/pages");

/** The owner shares a page in the public gallery, or keeps it to themself (field `visibility`). */
export const action = (args: ActionFunctionArgs) =>
  pageChange(
    args,
    visibilitySchema,
    setVisibility,
    (page) => (page.visibility === "private" ? "gallery.visibility.nowPrivate" : "gallery.visibility.nowPublic"),
    "/pages",
  );
