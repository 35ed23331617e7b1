import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOutAndRedirect } from "~/utils/session.server";

export const loader = () => redirect("/");

/** 'Cerrar sesión': ends the session (the stored cookie is removed) and goes to /sign-in. */
export function action({ request }: ActionFunctionArgs) {
  return signOutAndRedirect(request, "/sign-in", { variant: "info", key: "auth.signedOut" });
}
