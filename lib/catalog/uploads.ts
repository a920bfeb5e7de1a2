import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { randomId } from "@/lib/security/tokens";
import { IMAGE_MAX_BYTES, looksLikeVideo, VIDEO_MAX_BYTES } from "@/lib/catalog/upload-schema";
import { uploadMessages } from "./messages";
import { detectUploadType } from "./upload-type";

// Multipart framing around the file is small; anything far past the video limit is refused unread.
const MAX_BODY_BYTES = VIDEO_MAX_BYTES + 1024 * 1024;
const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const uploadUrl = (id: string) => `/uploads/${id}`;

/** The file sent under the field `image` (SPEC §7), for images and videos alike. */
export async function readUploadedFile(req: Request): Promise<File> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new ApiError("payload_too_large", uploadMessages.videoSize);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ApiError("bad_request", "errors.catalog.upload.multipart");
  }
  const file = form.get("image");
  if (!(file instanceof File)) throw new ApiError("bad_request", uploadMessages.missing);
  return file;
}

/**
 * Checks the file by its bytes (never its name or declared type), applies the limit for what
 * it really is, and stores it in PostgreSQL under an unguessable id.
 */
export async function saveUpload({
  file,
  userId,
}: {
  file: File;
  userId: string;
}): Promise<{ url: string }> {
  const data = Buffer.from(await file.arrayBuffer());
  const detected = detectUploadType(data.subarray(0, 64));
  if (!detected) {
    const video = looksLikeVideo(file.type, file.name);
    throw new ApiError(
      "unsupported_media_type",
      video ? uploadMessages.videoType : uploadMessages.imageType,
    );
  }
  if (detected.kind === "image" && data.length > IMAGE_MAX_BYTES) {
    throw new ApiError("payload_too_large", uploadMessages.imageSize);
  }
  if (detected.kind === "video" && data.length > VIDEO_MAX_BYTES) {
    throw new ApiError("payload_too_large", uploadMessages.videoSize);
  }
  const { url } = await storeUpload({ data, contentType: detected.contentType, userId });
  return { url };
}

/** Stores bytes already checked by their type under a new unguessable id. */
export async function storeUpload({
  data,
  contentType,
  userId,
}: {
  data: Buffer;
  contentType: string;
  userId: string | null;
}): Promise<{ id: string; url: string }> {
  const id = randomId();
  await db.insert(uploads).values({ id, contentType, size: data.length, data, createdBy: userId });
  return { id, url: uploadUrl(id) };
}

/** Takes back files stored for a save that then failed, so nothing refers to them. */
export async function deleteUploads(ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(uploads).where(inArray(uploads.id, ids));
}

export async function findUpload({
  id,
}: {
  id: string;
}): Promise<{ contentType: string; size: number } | null> {
  if (!ID_PATTERN.test(id)) return null;
  const [row] = await db
    .select({ contentType: uploads.contentType, size: uploads.size })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row ?? null;
}

/** Bytes [start, start + length) read in the database, so a seek never loads the whole video. */
export async function readUploadBytes({
  id,
  start,
  length,
}: {
  id: string;
  start: number;
  length: number;
}): Promise<Buffer> {
  const [row] = await db
    .select({ chunk: sql<Buffer>`substring(${uploads.data} from ${start + 1} for ${length})` })
    .from(uploads)
    .where(eq(uploads.id, id))
    .limit(1);
  return row?.chunk ?? Buffer.alloc(0);
}
