import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { verifyEmail } from "~/services/auth.server";
import { isAppError } from "~/services/errors";
import { useT } from "~/utils/i18n-react";
import { homeFor, signInAndRedirect } from "~/utils/session.server";

/** The e-mailed link: spends the token, signs the user in, and honours a plan chosen at sign-up. */
export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const { user, plan } = await verifyEmail(params.token ?? "");
    const to = plan && !user.admin ? `/checkout?${new URLSearchParams({ plan })}` : homeFor(user);
    return signInAndRedirect(user, to, { variant: "success", key: "auth.verify.done" });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return json({ message: error.messageKey }, { status: error.status === 401 ? 410 : error.status });
  }
}

export default function VerifyToken() {
  const t = useT();
  return (
    <section className="card p-6 text-center sm:p-8" aria-labelledby="verify-title">
      <h1 id="verify-title" className="text-2xl font-extrabold">
        {t("auth.verify.title")}
      </h1>
      <p role="alert" className="mt-3 text-ink-soft">
        {t("auth.verify.invalid")}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/verify" className="btn-primary">
          {t("auth.resend.title")}
        </Link>
        <Link to="/sign-in" className="btn-secondary">
          {t("auth.signUp.toSignIn")}
        </Link>
      </div>
    </section>
  );
}
