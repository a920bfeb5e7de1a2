"use client";

import { ImagePlus, Plus, Upload, Video, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ProductImage } from "@/components/catalog/product-image";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { Field, type FieldBinding } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toast";
import { isSafeUrl } from "@/lib/catalog/field-schemas";
import { isOutsideAddress } from "@/lib/catalog/gallery";
import { PLACEHOLDER_IMAGE } from "@/lib/catalog/placeholder";
import { uploadImage, uploadVideo } from "@/lib/catalog/upload-client";
import { uploadMessages } from "@/lib/catalog/messages";
import { useUpload } from "./use-upload";

type UrlProps = FieldBinding & { onBusy: (busy: boolean) => void };

export function ImageField({ value, onValueChange: onChange, onBusy, error }: UrlProps) {
  const t = useTranslations("adminCatalog.media");
  const { busy, input, onFiles } = useUpload(uploadImage, onChange, uploadMessages.imageFailed);
  const hasImage = value !== "" && value !== PLACEHOLDER_IMAGE;
  return (
    <Field id="product-image-file" label={t("image")} error={error}>
      {(control) => (
        <div className="flex items-center gap-3">
          <div className="bg-muted relative size-20 shrink-0 overflow-hidden rounded-lg border">
            <ProductImage
              src={value || PLACEHOLDER_IMAGE}
              alt={t("preview")}
              sizes="80px"
              brokenAs="text"
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              type="button"
              pending={busy}
              icon={<Upload aria-hidden />}
              variant="outline"
              onClick={() => input.current?.click()}
              data-testid="image-upload-button"
            >
              {busy ? t("uploading") : hasImage ? t("replaceImage") : t("uploadImage")}
            </SubmitButton>
            {hasImage && (
              <Button type="button" variant="ghost" onClick={() => onChange("")}>
                {t("remove")}
              </Button>
            )}
          </div>
          <input
            ref={input}
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            onChange={async (e) => {
              onBusy(true);
              await onFiles(e.target.files);
              onBusy(false);
            }}
            data-testid="image-file"
          />
        </div>
      )}
    </Field>
  );
}

type GalleryProps = {
  value: string[];
  onChange: (urls: string[]) => void;
  /** Appends to the list as it is when the upload ends, not as it was when it began. */
  onAdd: (url: string) => void;
  onBusy: (busy: boolean) => void;
};

export function GalleryField({ value, onChange, onAdd, onBusy }: GalleryProps) {
  const t = useTranslations("adminCatalog.media");
  const [draft, setDraft] = useState("");
  const { busy, input, onFiles } = useUpload(uploadImage, onAdd, uploadMessages.imageFailed);

  function addDraft() {
    const url = draft.trim();
    // SPEC §5: a gallery URL is added only when non-blank.
    if (url === "") return;
    if (!isSafeUrl(url)) {
      notify.error(t("error"), t("galleryUrlInvalid"));
      return;
    }
    onAdd(url);
    setDraft("");
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("gallery")}</legend>
      <div className="flex gap-2">
        <Input
          aria-label={t("galleryUrl")}
          placeholder={t("galleryUrlPlaceholder")}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              addDraft();
            }
          }}
          data-testid="gallery-url"
        />
        <Button type="button" variant="outline" onClick={addDraft} data-testid="gallery-add">
          <Plus aria-hidden />
          {t("add")}
        </Button>
        <SubmitButton
          type="button"
          pending={busy}
          icon={<ImagePlus aria-hidden />}
          variant="outline"
          size="icon"
          aria-label={t("uploadGalleryImage")}
          onClick={() => input.current?.click()}
        />
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("galleryFile")}
          onChange={async (e) => {
            onBusy(true);
            await onFiles(e.target.files);
            onBusy(false);
          }}
          data-testid="gallery-file"
        />
      </div>
      {value.length > 0 && (
        <ul className="grid grid-cols-4 gap-2" data-testid="gallery-grid">
          {value.map((url, i) => (
            <li
              key={`${url}-${i}`}
              className="bg-muted relative aspect-square overflow-hidden rounded-md border"
            >
              {isOutsideAddress(url) ? (
                // Our page policy shows no other site's picture; the server fetches it on save.
                <div
                  className="text-muted-foreground absolute inset-0 flex items-end justify-center px-1 pb-1.5 text-center text-xs leading-tight"
                  title={url}
                  data-testid="gallery-pending"
                >
                  {t("fetchedOnSave")}
                </div>
              ) : (
                <ProductImage
                  src={url}
                  alt={t("galleryImage", { number: i + 1 })}
                  sizes="96px"
                  brokenAs="text"
                />
              )}
              <button
                type="button"
                className="absolute end-0.5 top-0.5 flex size-7 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/80"
                aria-label={t("removeGalleryImage", { number: i + 1 })}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export function VideoField({ value, onValueChange: onChange, onBusy, error }: UrlProps) {
  const t = useTranslations("adminCatalog.media");
  const { busy, input, onFiles } = useUpload(uploadVideo, onChange, uploadMessages.videoFailed);
  return (
    <Field id="product-video-url" label={t("video")} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            placeholder={t("videoPlaceholder")}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            data-testid="video-url"
          />
          <SubmitButton
            type="button"
            pending={busy}
            icon={<Video aria-hidden />}
            variant="outline"
            onClick={() => input.current?.click()}
          >
            <span className="hidden sm:inline">{busy ? t("uploading") : t("upload")}</span>
            <span className="sr-only sm:hidden">{t("uploadVideo")}</span>
          </SubmitButton>
          <input
            ref={input}
            type="file"
            accept="video/mp4,video/webm,video/quicktime,video/x-msvideo"
            className="sr-only"
            tabIndex={-1}
            aria-label={t("videoFile")}
            onChange={async (e) => {
              onBusy(true);
              await onFiles(e.target.files);
              onBusy(false);
            }}
            data-testid="video-file"
          />
        </div>
      )}
    </Field>
  );
}
