"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { OneTimeQrDialog, type OneTimeQr } from "@/components/auth/one-time-qr-dialog";
import { NativeSelect } from "@/components/ui/select";
import { api } from "@/lib/http/fetcher";
import type { CounterAccount } from "@/lib/setup/steps";

/**
 * The guide's way onto a counter tablet: a one-off QR that signs the device in as a staff
 * account (chosen here when there are several) and opens the counter display.
 */
export function CounterQr({ accounts }: { accounts: CounterAccount[] }) {
  const t = useTranslations("adminSetup.counterQr");
  const router = useRouter();
  const [staffId, setStaffId] = useState(accounts[0]?.id ?? "");
  const username = accounts.find((a) => a.id === staffId)?.username ?? "";
  const issue = useCallback(
    () => api<OneTimeQr>("/setup/counter-qr", { method: "POST", body: { staffId } }),
    [staffId],
  );
  if (accounts.length === 0) {
    return (
      <p className="text-muted-foreground basis-full text-sm" data-testid="counter-qr-need-staff">
        {t("needStaff")}
      </p>
    );
  }
  const words = {
    button: t("button"),
    title: t("title"),
    description: t.rich("description", {
      username,
      name: (chunks) => <bdi className="text-foreground font-medium wrap-anywhere">{chunks}</bdi>,
    }),
    qrLabel: t("qrLabel", { username }),
    expiredHint: t("expiredHint"),
    newQr: t("newQr"),
    done: t("done"),
    failed: t("failed"),
  };
  return (
    <>
      {accounts.length > 1 && (
        <NativeSelect
          aria-label={t("choose")}
          wrapperClassName="w-auto min-w-32"
          className="h-9"
          value={staffId}
          onChange={(e) => setStaffId(e.target.value)}
          options={accounts.map((a) => ({ value: a.id, label: a.username }))}
          data-testid="counter-qr-staff"
        />
      )}
      <OneTimeQrDialog
        words={words}
        issue={issue}
        // Once the tablet is in, the guide's counter step shows done.
        onIssued={() => router.refresh()}
        size="sm"
        testId="counter-qr"
      />
    </>
  );
}
