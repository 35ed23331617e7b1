import { Form, Link } from "@remix-run/react";
import Camera from "lucide-react/icons/camera";
import ImagePlus from "lucide-react/icons/image-plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Upload from "lucide-react/icons/upload";
import { useEffect, useRef, useState } from "react";
import { ProgressPanel } from "~/components/create/progress";
import { CreateError, PreviewedCreateForm, useCreateForm, type CreateFormProps } from "~/components/create/create-screen";
import { FileDropZone } from "~/components/create/file-drop-zone";
import { DETAIL_MAX, DETAIL_MIN } from "~/lib/photo-lines/options";
import { PICTURE_SIZE } from "~/lib/pages";

/** What the photo step accepts; the server enforces its own copy of these rules. */
export const PHOTO_RULES = { extensions: "png,jpg,jpeg,webp", max: "10240", dimensions: "min_width=256,min_height=256" };

export const photoPreviewUrl = (photo: string, detail: number) => `/pages/create/photo/preview?${new URLSearchParams({ photo, detail: String(detail) })}`;

/**
 * Step 1: choose a photo. With JavaScript the choice uploads at once (unless the browser already
 * sees it is too large or no image); without, the 'Subir foto' button sends it. Either way the
 * server stores it and comes back with its preview. `error`: a refusal of the form,
 * `fileError`: the server's reason for refusing the photo, shown beside it.
 */
export function PhotoUpload({ error, fileError }: { error?: string | null; fileError?: string | null }) {
  const { t, hydrated, posting: uploading } = useCreateForm();
  const form = useRef<HTMLFormElement>(null);

  const send = (file: File | undefined) => {
    if (hydrated && file) form.current?.requestSubmit();
  };

  return (
    <Form ref={form} method="post" encType="multipart/form-data" className="space-y-5" onSubmit={(event) => uploading && event.preventDefault()}>
      <h2 className="text-lg font-extrabold">{t("create.photo.step1")}</h2>
      <CreateError message={error} />
      {Object.entries(PHOTO_RULES).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FileDropZone tone="mint" className="p-8" onFile={send} disabled={uploading} error={fileError} testId="photo-drop-zone">
        <span className="grid size-16 place-items-center rounded-full bg-mint-100 text-mint-700">
          <ImagePlus aria-hidden className="size-8" />
        </span>
        <span className="btn-primary pointer-events-none">
          <Camera aria-hidden className="size-4" />
          {t("create.photo.pick")}
        </span>
        <span className="text-sm text-ink-muted">{t("create.photo.drop")}</span>
        <span className="text-xs text-ink-muted">{t("create.photo.rules")}</span>
      </FileDropZone>
      <p className="rounded-(--radius-control) bg-sun-100 px-4 py-3 text-sm text-ink-soft">{t("create.photo.tip")}</p>
      {!hydrated ? (
        <div className="flex justify-end">
          <button type="submit" className="btn-primary">
            <Upload aria-hidden className="size-4" />
            {t("create.photo.upload")}
          </button>
        </div>
      ) : null}
      {uploading ? <ProgressPanel label={t("create.photo.uploading")} /> : null}
    </Form>
  );
}

/**
 * Step 2: the preview for the chosen detail and the page's title. With JavaScript the preview
 * follows the slider (debounced); without, 'Vista previa' reloads the screen for the new detail.
 */
export function PhotoPreview({ photo, detail, title, visibility, error }: { photo: string; detail: number } & CreateFormProps) {
  const { t, hydrated, posting: creating } = useCreateForm();
  const [value, setValue] = useState(detail);
  const [shown, setShown] = useState(detail);
  const src = photoPreviewUrl(photo, shown);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setShown(value), 350);
    return () => clearTimeout(timer);
  }, [value]);
  // A preview that finished loading before hydration fired its load event unheard.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth > 0) setLoaded(image.current.getAttribute("src"));
  }, []);

  const loading = hydrated && loaded !== src && failed !== src;
  return (
    <PreviewedCreateForm
      creating={creating}
      preview={
        <>
          <input type="hidden" name="photo" value={photo} />
          <div className="space-y-3 md:sticky md:top-4">
            <div className="relative overflow-hidden rounded-(--radius-card) border border-line bg-white">
              <img
                ref={image}
                src={src}
                alt={t("create.photo.previewAlt", { detail: shown })}
                width={PICTURE_SIZE}
                height={PICTURE_SIZE}
                className="aspect-square w-full object-contain"
                onLoad={() => setLoaded(src)}
                onError={() => setFailed(src)}
                data-testid="photo-preview"
                data-detail={shown}
                data-loaded={loaded === src ? "true" : "false"}
              />
              {loading ? (
                <div role="status" className="absolute inset-0 grid place-items-center bg-white/60 backdrop-blur-[1px]">
                  <span className="flex items-center gap-3 rounded-full bg-white px-4 py-2 text-sm font-bold text-brand-800 shadow-(--shadow-pop)">
                    <span aria-hidden className="size-5 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" />
                    {t("create.photo.previewLoading")}
                  </span>
                </div>
              ) : null}
            </div>
            <div className="flex items-center gap-3 text-sm font-bold text-ink-soft">
              <img src={photo} alt="" className="size-14 shrink-0 rounded-(--radius-control) border border-line object-cover" />
              <span>{t("create.photo.original")}</span>
            </div>
            {failed === src ? <CreateError message={t("create.photo.previewFailed")} /> : null}
          </div>
        </>
      }
      error={error}
      title={{ label: t("create.photo.name"), defaultValue: title, placeholder: t("create.photo.defaultTitle") }}
      // A photo is often of the family: private unless shared.
      visibility={visibility}
      back={
        <Link to="/pages/create/photo" className="btn-ghost">
          <RefreshCw aria-hidden className="size-4" />
          {t("create.photo.change")}
        </Link>
      }
      submitIcon={Camera}
      labels={{ preview: t("create.photo.preview"), submit: t("create.photo.submit"), working: t("create.photo.working") }}
    >
      <fieldset className="space-y-3">
        <legend className="text-lg font-extrabold">{t("create.photo.step2")}</legend>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor="detail" className="label mb-0">
            {t("create.photo.detail")}
          </label>
          <output htmlFor="detail" className="rounded-full bg-mint-100 px-3 py-1 text-sm font-bold text-mint-700" data-testid="detail-value">
            {t("create.photo.detailValue", { value })}
          </output>
        </div>
        <input
          id="detail"
          name="detail"
          type="range"
          min={DETAIL_MIN}
          max={DETAIL_MAX}
          step={1}
          value={value}
          onChange={(event) => setValue(Number(event.target.value))}
          aria-valuetext={t("create.photo.detailValue", { value })}
          className="w-full accent-mint-700"
          disabled={creating}
        />
        <div aria-hidden className="flex justify-between text-xs font-semibold text-ink-muted">
          <span>{t("create.photo.detailLess")}</span>
          <span>{t("create.photo.detailMore")}</span>
        </div>
      </fieldset>
    </PreviewedCreateForm>
  );
}
