"use client";

import QRCode from "qrcode";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { Skeleton } from "@/components/ui/skeleton";
import type { Serialized } from "@/lib/http/serialized";
import { DAY } from "@/lib/i18n/dates";
import { dirOf, type Locale } from "@/lib/i18n/locales";
import type { BulkAccount as NewBulkAccount } from "@/lib/users/bulk";

/** An account as POST /api/users/bulk answers it. */
export type BulkAccount = Serialized<NewBulkAccount>;

/** One printable card: scan the code to sign in once, or type username and password. */
export function AccountCard({ account, shopName }: { account: BulkAccount; shopName: string }) {
  const t = useTranslations("admin.bulk.card");
  const format = useFormatter();
  const locale = useLocale();
  const [qr, setQr] = useState<string | null>(null);
  const site = new URL(account.autoLoginUrl);
  const loginAddress = `${site.host}/login`;

  useEffect(() => {
    let live = true;
    // Error correction H (SPEC §9) keeps the code readable from a creased or smudged card.
    QRCode.toDataURL(account.autoLoginUrl, { errorCorrectionLevel: "H", width: 360, margin: 1 })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [account.autoLoginUrl]);

  const howTo = t.rich("howTo", {
    expires: format.dateTime(new Date(account.expiresAt), DAY),
    address: loginAddress,
    site: (chunks) => (
      <bdi className="text-foreground font-medium" dir="ltr">
        {chunks}
      </bdi>
    ),
  });

  return (
    <li
      // The shop's language, which may not be the screen's (bulk-screen.tsx).
      lang={locale}
      dir={dirOf(locale as Locale)}
      className="bg-card flex flex-col items-center gap-3 rounded-xl border p-4 text-center shadow-sm print:h-[88mm] print:break-inside-avoid print:justify-center print:gap-2 print:rounded-none print:border-dashed print:shadow-none"
      data-testid="bulk-card"
      data-username={account.username}
      data-login-url={account.autoLoginUrl}
    >
      <p className="text-primary text-xs font-semibold tracking-wide uppercase">
        {t("heading", { shopName })}
      </p>
      {qr ? (
        // eslint-disable-next-line @next/next/no-img-element -- a generated data URL, nothing to optimise
        <img
          src={qr}
          alt={t("qrAlt", { username: account.username })}
          className="size-40 print:size-[42mm]"
          data-testid="bulk-qr"
        />
      ) : (
        <Skeleton className="size-40 print:size-[42mm]" />
      )}
      <dl className="grid w-full grid-cols-2 gap-2 text-start">
        <div className="bg-muted rounded-md px-3 py-1.5 print:bg-transparent print:px-0">
          <dt className="text-muted-foreground text-[11px] uppercase">{t("username")}</dt>
          <dd className="font-mono text-lg font-semibold" dir="ltr" data-testid="bulk-username">
            {account.username}
          </dd>
        </div>
        <div className="bg-muted rounded-md px-3 py-1.5 print:bg-transparent print:px-0">
          <dt className="text-muted-foreground text-[11px] uppercase">{t("password")}</dt>
          <dd
            className="font-mono text-lg font-semibold break-all"
            dir="ltr"
            data-testid="bulk-password"
          >
            {account.password}
          </dd>
        </div>
      </dl>
      <p className="text-muted-foreground text-xs">{howTo}</p>
      <CopyButton
        text={account.autoLoginUrl}
        label={t("copy")}
        className="no-print"
        testId="bulk-copy"
      />
    </li>
  );
}
