import { ChevronRight, TriangleAlert } from "lucide-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";

export type CertificateEnd = { expiresAt: string; daysLeft: number; expired: boolean };

/**
 * The Apple certificate's end, said the same way on the wallet screen, the status page and the
 * dashboard: installed passes stay readable but stop updating, and a new certificate for the
 * same Pass Type ID takes them over. `link`: to /admin/wallet, from the other two screens.
 */
export function CertificateWarning({ end, link }: { end: CertificateEnd; link?: boolean }) {
  const t = useTranslations("adminWallet.warning");
  const format = useFormatter();
  const date = format.dateTime(new Date(end.expiresAt), { dateStyle: "long" });
  return (
    <div
      role="alert"
      className="border-warning/60 bg-warning/15 text-warning-foreground flex gap-3 rounded-xl border p-4 text-sm"
      data-testid="wallet-certificate-warning"
      data-expired={end.expired ? "true" : undefined}
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{end.expired ? t("expiredTitle") : t("expiringTitle")}</p>
        <p className="wrap-anywhere">
          {end.expired
            ? t("expired", { date })
            : t("expiring", { date, days: Math.max(0, end.daysLeft) })}
        </p>
        {link && (
          <Link
            href="/admin/wallet"
            className="inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline"
            data-testid="wallet-certificate-link"
          >
            {t("link")}
            <ChevronRight className="size-4 shrink-0" aria-hidden />
          </Link>
        )}
      </div>
    </div>
  );
}
