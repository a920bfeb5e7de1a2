"use client";

import { Download, RefreshCw } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CertificateWarning } from "@/components/wallet/certificate-warning";
import type { AppleStatus } from "@/lib/wallet/status";
import { AppleForm } from "./apple-form";
import { Facts } from "./facts";
import { RemoveConnection } from "./remove-connection";
import { SectionIntro } from "./section-intro";
import { WalletCard } from "./wallet-card";

/** Apple Wallet: the form until connected, then what is set, and the certificate's end. */
export function AppleSection({
  status,
  onChange,
}: {
  status: AppleStatus | null;
  onChange: (status: AppleStatus | null) => void;
}) {
  const t = useTranslations("adminWallet.apple");
  const format = useFormatter();
  const [replacing, setReplacing] = useState(false);
  const connected = status !== null;

  function saved(apple: AppleStatus) {
    setReplacing(false);
    onChange(apple);
  }

  return (
    <WalletCard title={t("title")} connected={connected} testId="wallet-apple">
      {status && (status.expiring || status.expired) && <CertificateWarning end={status} />}
      {status && !replacing ? (
        <>
          <Facts
            items={[
              {
                label: t("passTypeIdentifier"),
                value: <bdi>{status.passTypeIdentifier}</bdi>,
                testId: "apple-passType",
              },
              {
                label: t("teamIdentifier"),
                value: <bdi>{status.teamIdentifier}</bdi>,
                testId: "apple-team",
              },
              {
                label: t("expires"),
                value: status.expired
                  ? t("expiredOn", {
                      date: format.dateTime(new Date(status.expiresAt), { dateStyle: "long" }),
                    })
                  : t("expiresOn", {
                      date: format.dateTime(new Date(status.expiresAt), { dateStyle: "long" }),
                      days: Math.max(0, status.daysLeft),
                    }),
                testId: "apple-expires",
              },
              { label: t("passes"), value: format.number(status.passes), testId: "apple-passes" },
              {
                label: t("devices"),
                value: format.number(status.devices),
                testId: "apple-devices",
              },
            ]}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild>
              {/* A plain link, no `download`: on an iPhone Safari opens the pass in Wallet. */}
              <a href="/api/wallet/apple/try" data-testid="apple-try">
                <Download aria-hidden /> {t("try")}
              </a>
            </Button>
            <Button
              variant="outline"
              onClick={() => setReplacing(true)}
              data-testid="apple-replace"
            >
              <RefreshCw aria-hidden /> {t("replace")}
            </Button>
            <RemoveConnection kind="apple" onRemoved={() => onChange(null)} />
          </div>
        </>
      ) : (
        <>
          {replacing ? (
            <p className="text-sm" data-testid="apple-replace-note">
              {t("replaceNote")}
            </p>
          ) : (
            <SectionIntro benefit={t("benefit")} needs={t("needs")} />
          )}
          <AppleForm replacing={replacing} onSaved={saved} onCancel={() => setReplacing(false)} />
        </>
      )}
    </WalletCard>
  );
}
