"use client";

import { ImagePlus, Plus, Upload, Video, X } from "lucide-react";
import { useRef, useState } from "react";
import { ProductImage } from "@/components/catalog/product-image";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { Field, type FieldBinding } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { notify } from "@/components/ui/toast";
import { isSafeUrl } from "@/lib/validation/catalog-fields";
import { isOutsideAddress } from "@/lib/catalog/gallery";
import { PLACEHOLDER_IMAGE } from "@/lib/catalog/placeholder";
import { uploadImage, uploadVideo, UploadError } from "@/lib/catalog/upload-client";
import { UPLOAD_FAILED, uploadMessages } from "@/lib/catalog/messages";

/** Runs an upload with a busy flag and the 'Upload Failed' toast (SPEC §8). */
function useUpload(
  upload: (file: File) => Promise<string>,
  onUrl: (url: string) => void,
  fallback: string,
) {
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  async function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = "";
    if (!file) return;
    setBusy(true);
    try {
      onUrl(await upload(file));
    } catch (error) {
      notify.error(UPLOAD_FAILED, error instanceof UploadError ? error.message : fallback);
    } finally {
      setBusy(false);
    }
  }
  return { busy, input, onFiles };
}

type UrlProps = FieldBinding & { onBusy: (busy: boolean) => void };

export function ImageField({ value, onValueChange: onChange, onBusy, error }: UrlProps) {
  const { busy, input, onFiles } = useUpload(uploadImage, onChange, uploadMessages.imageFailed);
  const hasImage = value !== "" && value !== PLACEHOLDER_IMAGE;
  return (
    <Field id="product-image-file" label="Image" error={error}>
      {(control) => (
        <div className="flex items-center gap-3">
          <div className="bg-muted relative size-20 shrink-0 overflow-hidden rounded-lg border">
            <ProductImage
              src={value || PLACEHOLDER_IMAGE}
              alt="Product image preview"
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
              {busy ? "Uploading..." : hasImage ? "Replace Image" : "Upload Image"}
            </SubmitButton>
            {hasImage && (
              <Button type="button" variant="ghost" onClick={() => onChange("")}>
                Remove
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
  const [draft, setDraft] = useState("");
  const { busy, input, onFiles } = useUpload(uploadImage, onAdd, uploadMessages.imageFailed);

  function addDraft() {
    const url = draft.trim();
    // SPEC §5: a gallery URL is added only when non-blank.
    if (url === "") return;
    if (!isSafeUrl(url)) {
      notify.error("Error", "Gallery images must be uploaded files or web addresses");
      return;
    }
    onAdd(url);
    setDraft("");
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Gallery Images</legend>
      <div className="flex gap-2">
        <Input
          aria-label="Gallery image URL"
          placeholder="https://… or /uploads/…"
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
          Add
        </Button>
        <SubmitButton
          type="button"
          pending={busy}
          icon={<ImagePlus aria-hidden />}
          variant="outline"
          size="icon"
          aria-label="Upload gallery image"
          onClick={() => input.current?.click()}
        />
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-label="Gallery image file"
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
                  Fetched on save
                </div>
              ) : (
                <ProductImage
                  src={url}
                  alt={`Gallery image ${i + 1}`}
                  sizes="96px"
                  brokenAs="text"
                />
              )}
              <button
                type="button"
                className="absolute end-0.5 top-0.5 flex size-7 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/80"
                aria-label={`Remove gallery image ${i + 1}`}
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
  const { busy, input, onFiles } = useUpload(uploadVideo, onChange, uploadMessages.videoFailed);
  return (
    <Field id="product-video-url" label="Video (optional)" error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            placeholder="YouTube or Vimeo link, or upload a file"
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
            <span className="hidden sm:inline">{busy ? "Uploading..." : "Upload"}</span>
            <span className="sr-only sm:hidden">Upload video</span>
          </SubmitButton>
          <input
            ref={input}
            type="file"
            accept="video/mp4,video/webm,video/quicktime,video/x-msvideo"
            className="sr-only"
            tabIndex={-1}
            aria-label="Video file"
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
