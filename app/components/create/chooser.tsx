import { Link } from "@remix-run/react";
import type { LucideIcon } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Camera from "lucide-react/icons/camera";
import Flower2 from "lucide-react/icons/flower-2";
import Sparkles from "lucide-react/icons/sparkles";
import Upload from "lucide-react/icons/upload";
import { useT } from "~/utils/i18n-react";
import { createMessages } from "~/i18n/messages/create";
import { appMessages } from "~/i18n/messages/app";

type Way = { to: string; icon: LucideIcon; title: string; hint: string; tone: string; iconTone: string; testId: string };

/**
 * The create page chooser (docs/product.md §2): image, heading, text, and the ways to create: AI when it
 * is configured, a photo, a pattern, and an upload. The text names only the ways there are.
 */
export function CreateChooser({ credits, aiConfigured }: { credits: number; aiConfigured: boolean }) {
  const t = useT(createMessages, appMessages);
  const ways: Way[] = [
    ...(aiConfigured
      ? [
          {
            to: "/pages/create/ai",
            icon: Sparkles,
            title: t("create.ai"),
            hint: t("create.aiHint"),
            tone: "border-brand-200 bg-brand-50 hover:border-brand-500",
            iconTone: "bg-brand-600 text-white",
            testId: "way-ai",
          },
        ]
      : []),
    {
      to: "/pages/create/photo",
      icon: Camera,
      title: t("create.chooser.photo"),
      hint: t("create.chooser.photoHint"),
      tone: "border-mint-500/40 bg-mint-100 hover:border-mint-700",
      iconTone: "bg-mint-700 text-white",
      testId: "way-photo",
    },
    {
      to: "/pages/create/pattern",
      icon: Flower2,
      title: t("create.chooser.pattern"),
      hint: t("create.chooser.patternHint"),
      tone: "border-coral-400/50 bg-coral-100 hover:border-coral-600",
      iconTone: "bg-coral-700 text-white",
      testId: "way-pattern",
    },
    {
      to: "/pages/create/upload",
      icon: Upload,
      title: t("create.upload"),
      hint: t("create.uploadHint"),
      tone: "border-sun-300 bg-sun-100 hover:border-sun-500",
      iconTone: "bg-ink text-white",
      testId: "way-upload",
    },
  ];
  // With three ways the last one runs across both columns, so the grid has no hole.
  const wide = ways.length % 2 === 1;
  return (
    <section className="mx-auto max-w-3xl" aria-labelledby="create-title">
      <div className="card overflow-hidden">
        <img src="/images/create-page.svg" alt="" width={960} height={360} className="h-40 w-full bg-brand-50 object-cover sm:h-56" />
        <div className="space-y-6 p-6 sm:p-8">
          <div className="space-y-2 text-center">
            <h1 id="create-title" className="text-2xl font-extrabold sm:text-3xl">
              {t("app.createPage")}
            </h1>
            {/* What this installation can do: the spec's words name AI, which not every one has. */}
            <p className="text-ink-soft">{t(aiConfigured ? "create.description" : "create.descriptionWithoutAi")}</p>
            <p className="text-sm font-bold text-brand-700" data-testid="creation-credits">
              {t("create.credits", { count: credits })}
            </p>
          </div>
          <nav aria-label={t("create.chooser.ways")}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {ways.map(({ to, icon: Icon, title, hint, tone, iconTone, testId }, index) => (
                <li key={to} className={wide && index === ways.length - 1 ? "sm:col-span-2" : undefined}>
                  <Link
                    to={to}
                    data-testid={testId}
                    className={`group flex h-full items-start gap-4 rounded-(--radius-card) border-2 p-5 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${tone}`}
                  >
                    <span aria-hidden className={`grid size-12 shrink-0 place-items-center rounded-full shadow-(--shadow-card) ${iconTone}`}>
                      <Icon className="size-6" />
                    </span>
                    <span className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="flex items-center gap-2 text-lg font-extrabold text-ink">
                        {title}
                        <ArrowRight aria-hidden className="size-4 shrink-0 transition group-hover:translate-x-1" />
                      </span>
                      <span className="text-sm text-ink-soft">{hint}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </section>
  );
}
