import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { shopProgram, uploads } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { ApiError } from "@/lib/http/errors";
import { randomId } from "@/lib/security/tokens";
import { LOGO_ICON_NAMES, LogoRefused, makeLogoIcons, normalizeLogo } from "./logo-icons";
import { LOGO_MAX_BYTES, LOGO_MISSING, LOGO_TOO_LARGE } from "./messages";
import { forgetProgram, readProgram, type ShopProgram } from "./read";

// A body far past the 2 MB file is refused unread. Up to this, it is read and the file's own
// size refused with the logo's message: a client still sending a few megabytes would see its
// connection cut otherwise, not the answer.
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** The file sent under the field `image` (as every upload of the admin's), checked for size. */
export async function readLogoFile(req: Request): Promise<Buffer> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES)
    throw ApiError.onField("payload_too_large", "logo", LOGO_TOO_LARGE);
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw ApiError.onField("bad_request", "logo", LOGO_MISSING);
  }
  const file = form.get("image");
  if (!(file instanceof File)) throw ApiError.onField("bad_request", "logo", LOGO_MISSING);
  if (file.size > LOGO_MAX_BYTES) {
    throw ApiError.onField("payload_too_large", "logo", LOGO_TOO_LARGE);
  }
  return Buffer.from(await file.arrayBuffer());
}

/** The icons made from `logo`, stored as uploads; answers their ids by name. */
async function storeIcons(tx: Tx, logo: Buffer, cardColor: string | null, adminId: string | null) {
  const icons = await makeLogoIcons(logo, cardColor);
  const ids = Object.fromEntries(LOGO_ICON_NAMES.map((name) => [name, randomId()]));
  await tx.insert(uploads).values(
    LOGO_ICON_NAMES.map((name) => ({
      id: ids[name]!,
      contentType: "image/png",
      size: icons[name].length,
      data: icons[name],
      createdBy: adminId,
    })),
  );
  return ids;
}

/** The uploads of the logo and its icons, once nothing refers to them. */
async function dropUploads(tx: Tx, program: ShopProgram) {
  const ids = [program.logoId, ...Object.values(program.logoIcons ?? {})].filter(
    (id): id is string => typeof id === "string",
  );
  if (ids.length > 0) await tx.delete(uploads).where(inArray(uploads.id, ids));
}

/**
 * The shop's logo, checked by its bytes (never its name or declared type), kept as a PNG of
 * at most 512 px, with every app icon made from it; the logo it replaces goes, icons and all.
 */
export async function setLogo({
  bytes,
  adminId,
}: {
  bytes: Buffer;
  adminId: string;
}): Promise<ShopProgram> {
  let logo: Buffer;
  try {
    logo = await normalizeLogo(bytes);
  } catch (error) {
    if (error instanceof LogoRefused) {
      throw ApiError.onField("unsupported_media_type", "logo", error.message);
    }
    throw error;
  }
  const program = await transaction(async (tx) => {
    const before = await readProgram(tx);
    const logoId = randomId();
    await tx.insert(uploads).values({
      id: logoId,
      contentType: "image/png",
      size: logo.length,
      data: logo,
      createdBy: adminId,
    });
    const logoIcons = await storeIcons(tx, logo, before.cardColor, adminId);
    await tx
      .update(shopProgram)
      .set({ logoId, logoIcons, updatedAt: new Date(), updatedBy: adminId });
    await dropUploads(tx, before);
    return readProgram(tx);
  });
  forgetProgram();
  return program;
}

/** No logo: the app's own icons come back. */
export async function removeLogo({ adminId }: { adminId: string }): Promise<ShopProgram> {
  const program = await transaction(async (tx) => {
    const before = await readProgram(tx);
    await tx
      .update(shopProgram)
      .set({ logoId: null, logoIcons: null, updatedAt: new Date(), updatedBy: adminId });
    await dropUploads(tx, before);
    return readProgram(tx);
  });
  forgetProgram();
  return program;
}

/**
 * The icons whose background is the card's colour (maskable, Apple) made again after the
 * colour changed, inside the save's transaction.
 */
export async function remakeIcons(tx: Tx, program: ShopProgram, adminId: string) {
  if (!program.logoId) return;
  const [row] = await tx
    .select({ data: uploads.data })
    .from(uploads)
    .where(eq(uploads.id, program.logoId));
  if (!row) return;
  const logoIcons = await storeIcons(tx, row.data, program.cardColor, adminId);
  await tx.update(shopProgram).set({ logoIcons });
  await dropUploads(tx, { ...program, logoId: null });
}
