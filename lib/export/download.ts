import "server-only";
import { requestLocale } from "@/lib/auth/request-locale";
import { translatorFor } from "@/lib/i18n/server";
import { translateText } from "@/lib/i18n/text";
import { shopDay } from "@/lib/settings/shop-day";
import { getShopSettings } from "@/lib/settings/shop";
import type { ExportName, ExportQuery } from "@/lib/export/schema";
import { exportQuerySpec, type HeaderLabel } from "./queries";
import { csvStream } from "./stream";

/** A file name as a filename* value: percent-encoded UTF-8 (RFC 5987 leaves ' ( ) * out too). */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The streamed CSV download of one export, its header row in the admin's language (the data
 * stays as stored, but for a sentence lib/ wrote as a catalogue key), named punchcard-<name>-<date>.csv: in another language the name a person
 * reads comes as filename* too ("punchcard-kunden-…"), the plain one stays for old browsers.
 */
export async function exportResponse(name: ExportName, range: ExportQuery): Promise<Response> {
  const [{ timeZone }, locale] = await Promise.all([getShopSettings(), requestLocale()]);
  const t = await translatorFor(locale);
  const label: HeaderLabel = (key, timed) =>
    timed
      ? t("admin.csv.timed", { label: t(`admin.csv.${key}`), timeZone })
      : t(`admin.csv.${key}`);
  const spec = exportQuerySpec(name, range, timeZone, label);
  const day = shopDay(new Date(), timeZone);
  const plain = `punchcard-${name}-${day}.csv`;
  const own = t("admin.csv.fileName", { file: t(`admin.csv.files.${name}`), day });
  const disposition =
    own === plain
      ? `attachment; filename="${plain}"`
      : `attachment; filename="${plain}"; filename*=UTF-8''${rfc5987(own)}`;
  return new Response(
    csvStream(spec, (text) => translateText(text, t)),
    {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": disposition,
        "Cache-Control": "no-store",
      },
    },
  );
}
