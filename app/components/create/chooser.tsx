import { Link } from "@remix-run/react";
import { Sparkles, Upload } from "lucide-react";
import { useT } from "~/utils/i18n-react";

/** The create page chooser (SPEC §2): image, heading, text, and the two ways. */
export function CreateChooser({ credits, aiConfigured }: { credits: number; aiConfigured: boolean }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="create-title">
      <div className="card overflow-hidden">
        <img src="/images/create-page.svg" alt="" width={960} height={360} className="h-40 w-full bg-brand-50 object-cover sm:h-56" />
        <div className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            <h1 id="create-title" className="text-2xl font-extrabold sm:text-3xl">
              {t("app.createPage")}
            </h1>
            <p className="text-ink-soft">{t("create.description")}</p>
            <p className="text-sm font-bold text-brand-700" data-testid="creation-credits">
              {t("create.credits", { count: credits })}
            </p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Link
              to="/pages/create/ai"
              className="flex flex-col gap-2 rounded-(--radius-card) border-2 border-brand-200 bg-brand-50 p-5 transition hover:border-brand-500"
            >
              <span className="flex items-center gap-2 text-lg font-extrabold text-brand-800">
                <Sparkles aria-hidden className="size-5" />
                {t("create.ai")}
              </span>
              <span className="text-sm text-ink-soft">{aiConfigured ? t("create.aiHint") : t("errors.ai.notConfigured")}</span>
            </Link>
            <Link
              to="/pages/create/upload"
              className="flex flex-col gap-2 rounded-(--radius-card) border-2 border-sun-300 bg-sun-100 p-5 transition hover:border-sun-500"
            >
              <span className="flex items-center gap-2 text-lg font-extrabold text-ink">
                <Upload aria-hidden className="size-5" />
                {t("create.upload")}
              </span>
              <span className="text-sm text-ink-soft">{t("create.uploadHint")}</span>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
