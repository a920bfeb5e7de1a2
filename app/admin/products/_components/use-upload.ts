"use client";

import { useRef, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { notify } from "@/components/ui/toast";
import { UploadError } from "@/lib/catalog/upload-client";
import { UPLOAD_FAILED } from "@/lib/catalog/messages";

/** Runs an upload with a busy flag and the 'Upload Failed' toast (SPEC §8). */
export function useUpload(
  upload: (file: File) => Promise<string>,
  onUrl: (url: string) => void,
  fallback: string,
) {
  const text = useText();
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
      notify.error(
        text(UPLOAD_FAILED),
        text(error instanceof UploadError ? error.message : fallback),
      );
    } finally {
      setBusy(false);
    }
  }
  return { busy, input, onFiles };
}
