"use client";

import { ExternalLink, RefreshCw } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { GoogleStatus } from "@/lib/wallet/status";
import { Facts } from "./facts";
import { GoogleForm } from "./google-form";
import { RemoveConnection } from "./remove-connection";
import { SectionIntro } from "./section-intro";
import { WalletCard } from "./wallet-card";

/** Google Wallet: the form until connected, then the issuer and the service account. */
export function GoogleSection({
  status,
  onChange,
}: {
  status: GoogleStatus | null;
  onChange: (status: GoogleStatus | null) => void;
}) {
  const t = useTranslations("adminWallet.google");
  const words = useTranslations("adminWallet");
  const format = useFormatter();
  const [replacing, setReplacing] = useState(false);
  const [trying, setTrying] = useState(false);

  // The owner's own pass: Google's save link, made on demand since it is signed and short-lived.
  async function tryPass() {
    setTrying(true);
    try {
      const { url } = await api<{ url: string }>("/wallet/google/try");
      window.location.assign(url);
    } catch (error) {
      notify.error(words("tryFailed"), errorMessage(error, words("tryFailed")));
    } finally {
      setTrying(false);
    }
  }

  return (
    <WalletCard title={t("title")} connected={status !== null} testId="wallet-google">
      {status && !replacing ? (
        <>
          <Facts
            items={[
              {
                label: t("issuerId"),
                value: <bdi>{status.issuerId}</bdi>,
                testId: "google-issuer",
              },
              {
                label: t("serviceAccount"),
                value: <bdi>{status.serviceAccountEmail}</bdi>,
                testId: "google-account",
              },
              { label: t("passes"), value: format.number(status.passes), testId: "google-passes" },
            ]}
          />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <SubmitButton
              type="button"
              pending={trying}
              icon={<ExternalLink aria-hidden />}
              onClick={tryPass}
              data-testid="google-try"
            >
              {t("try")}
            </SubmitButton>
            <Button
              variant="outline"
              onClick={() => setReplacing(true)}
              data-testid="google-replace"
            >
              <RefreshCw aria-hidden /> {t("replace")}
            </Button>
            <RemoveConnection kind="google" onRemoved={() => onChange(null)} />
          </div>
        </>
      ) : (
        <>
          {!replacing && <SectionIntro benefit={t("benefit")} needs={t("needs")} />}
          <GoogleForm
            replacing={replacing}
            issuerId={status?.issuerId}
            onSaved={(google) => {
              setReplacing(false);
              onChange(google);
            }}
            onCancel={() => setReplacing(false)}
          />
        </>
      )}
    </WalletCard>
  );
}
