import { useTranslations } from "next-intl";
import { QrImage } from "@/components/rewards/qr-image";
import { formatShortCode } from "@/lib/security/short-code";

/**
 * One cut-out card: dashed cut lines on its right and bottom (the page draws the top and
 * left), a fixed printed height so four rows fill a page, and never split across pages.
 */
export function TokenCard({
  id,
  code,
  url,
  shopName,
  expiry,
  punches = 1,
}: {
  id: string;
  /** The punches the token carries: "+3" printed large when more than one. */
  punches?: number;
  /** The short typed form; sheets printed before there was one show the long id. */
  code: string | null;
  url: string;
  shopName: string;
  /** The last day it works, written for the sheet's language. */
  expiry: string;
}) {
  const t = useTranslations("counter");
  // "Scan to collect +3 punches", the "+3" printed large.
  const scanMany = t.rich("token.scanMany", {
    count: punches,
    size: (chunks) => (
      <bdi className="text-base font-black tabular-nums" data-testid="sheet-card-punches">
        {chunks}
      </bdi>
    ),
  });
  return (
    <article
      className="flex break-inside-avoid flex-col items-center justify-center gap-1.5 border-e border-b border-dashed border-neutral-400 p-2 text-center text-neutral-900 sm:p-4 print:h-[66mm] print:gap-1 print:p-[3mm] [&_img]:size-36 sm:[&_img]:size-40 print:[&_img]:size-[36mm]"
      data-testid="sheet-card"
      data-token={id}
    >
      <p className="text-xs font-semibold tracking-wide break-words uppercase">{shopName}</p>
      {/* Drawn at twice the size it shows, so the printed code stays sharp at 36 mm. */}
      <QrImage value={url} size={320} label={t("token.qrLabel")} />
      {punches > 1 ? (
        <p className="text-sm font-medium">{scanMany}</p>
      ) : (
        <p className="text-sm font-medium">{t("sheets.card.scanOne")}</p>
      )}
      <p className="text-[10px] leading-tight text-neutral-600">
        {t("sheets.card.typeCode")}
        <code
          className={
            code
              ? "block font-mono text-sm font-bold tracking-widest text-neutral-900"
              : "block font-mono text-[11px] font-semibold break-all text-neutral-900"
          }
          dir="ltr"
          data-testid="sheet-card-code"
        >
          {code ? formatShortCode(code) : id}
        </code>
      </p>
      <p className="text-[10px] text-neutral-600">
        {t("sheets.card.validUntil", { date: expiry })}
      </p>
    </article>
  );
}
