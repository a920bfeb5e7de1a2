import { api, errorMessage } from "@/lib/http/fetcher";
import { VIDEO_MAX_BYTES } from "@/lib/catalog/upload-schema";
import { uploadMessages } from "./messages";
import { compressImage, CompressionError } from "./compress-image";

/** Why an upload did not happen, in words for the 'Upload Failed' toast. */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadError";
  }
}

async function send(file: File, fallback: string): Promise<string> {
  const form = new FormData();
  form.append("image", file, file.name);
  try {
    const { url } = await api<{ url: string }>("/upload", { method: "POST", body: form });
    return url;
  } catch (error) {
    throw new UploadError(errorMessage(error, fallback));
  }
}

/** SPEC §5/§9: must be an image, compressed in the browser, then uploaded. Answers its URL. */
export async function uploadImage(file: File): Promise<string> {
  if (!file.type.startsWith("image/")) throw new UploadError(uploadMessages.notImage);
  let ready: File;
  try {
    ready = await compressImage(file);
  } catch (error) {
    throw new UploadError(
      error instanceof CompressionError ? error.message : "errors.catalog.compress.compressFailed",
    );
  }
  return send(ready, uploadMessages.imageFailed);
}

/** SPEC §5: must be a video of at most 50 MB. Answers its URL. */
export async function uploadVideo(file: File): Promise<string> {
  if (!file.type.startsWith("video/")) throw new UploadError(uploadMessages.notVideo);
  if (file.size > VIDEO_MAX_BYTES) throw new UploadError(uploadMessages.videoTooLarge);
  return send(file, uploadMessages.videoFailed);
}
