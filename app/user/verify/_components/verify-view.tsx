"use client";

import { ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SubmitButton } from "@/components/ui/submit-button";
import { notifyLevelUp } from "@/components/rewards/level-up-toasts";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api, errorMessage } from "@/lib/http/fetcher";
import { fieldErrors } from "@/lib/http/field-errors";
import { normalizeCode } from "@/lib/rewards/scan-text";
import type { Verification } from "@/lib/rewards/verify-code";
import { VerifyResult, type Outcome } from "./verify-result";
import {
  ENTER_CODE,
  FIND_ON_DASHBOARD,
  INVALID_CODE_TITLE,
  PRODUCT_VERIFIED,
  VERIFY_FAILED,
  earnedXp,
  refusalTitle,
} from "@/lib/rewards/messages";
import { XP_PER_CODE } from "@/lib/rewards/rules";

const QrScanner = dynamic(
  () => import("@/components/scanner/qr-scanner").then((m) => m.QrScanner),
  {
    ssr: false,
    loading: () => <Skeleton className="aspect-video w-full rounded-xl" />,
  },
);

export function VerifyView({ initialCode }: { initialCode: string }) {
  const router = useRouter();
  const t = useTranslations("card.verify");
  const text = useText();
  const [tab, setTab] = useState("enter");
  const [code, setCode] = useState(initialCode);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The server's own word on the code's form (its zod issue), shown under the box.
  const [codeError, setCodeError] = useState<string>();

  const verify = useCallback(
    async (raw: string) => {
      const value = normalizeCode(raw);
      if (!value) {
        notify.error(t("error"), text(ENTER_CODE));
        return;
      }
      setCode(value);
      setPending(true);
      try {
        const result = await api<Verification>("/verify", {
          method: "POST",
          body: { code: value },
        });
        setOutcome({ kind: "valid", result });
        notify.success(text(PRODUCT_VERIFIED), text(earnedXp(XP_PER_CODE)));
        notifyLevelUp(result, text, () => text(FIND_ON_DASHBOARD));
      } catch (error) {
        const message = text(errorMessage(error, VERIFY_FAILED));
        if (error instanceof ApiError) setCodeError(fieldErrors<"code">(error.issues).code);
        // An earn rule or blocked earning: the code was fine and stays unused; say when to retry.
        const refusal = error instanceof ApiError ? refusalTitle(error.code) : null;
        const title = refusal && text(refusal);
        if (title) {
          const wait = error instanceof ApiError && error.code === "rate_limited";
          setOutcome({ kind: "refused", title, message, wait });
          notify.warning(title, message, 5000);
          return;
        }
        if (error instanceof ApiError && error.code === "not_found")
          setOutcome({ kind: "not-found" });
        notify.error(text(INVALID_CODE_TITLE), message);
      } finally {
        setPending(false);
      }
    },
    [t, text],
  );

  // A code in the address (from a printed QR) is filled in and checked at once.
  const started = useRef(false);
  useEffect(() => {
    if (!initialCode || started.current) return;
    started.current = true;
    void verify(initialCode).finally(() => router.replace("/user/verify", { scroll: false }));
  }, [initialCode, verify, router]);

  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="pt-6">
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="scan">{t("scanTab")}</TabsTrigger>
              <TabsTrigger value="enter">{t("enterTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="scan" className="pt-3">
              {tab === "scan" && (
                <QrScanner
                  onScan={(text) => void verify(text)}
                  hint={t("scanHint")}
                  testId="verify-scanner"
                />
              )}
            </TabsContent>
            <TabsContent value="enter" className="pt-3">
              <form
                className="space-y-3"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void verify(code);
                }}
              >
                <Field id="code-input" label={t("codeLabel")} error={codeError}>
                  <Input
                    value={code}
                    onChange={(e) => {
                      setCode(e.target.value);
                      setOutcome(null);
                      setCodeError(undefined);
                    }}
                    placeholder={t("codePlaceholder")}
                    autoComplete="off"
                    autoCapitalize="characters"
                    className="font-mono tracking-widest uppercase"
                    data-testid="code-input"
                  />
                </Field>
                <SubmitButton
                  pending={pending}
                  icon={<ShieldCheck aria-hidden />}
                  className="w-full"
                  data-testid="verify-submit"
                >
                  {t("submit")}
                </SubmitButton>
              </form>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
      <div aria-live="polite">
        <VerifyResult outcome={outcome} />
      </div>
    </div>
  );
}
