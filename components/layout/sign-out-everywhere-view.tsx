"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { forgetSavedCard } from "@/components/pwa/saved-card";

/**
 * Ends every session of this account (a lost phone, a shared computer), this one included. Its
 * words come from the IntlProvider sign-out-everywhere.tsx wraps it in.
 */
export function SignOutEverywhereView() {
  const t = useTranslations("auth.everywhere");
  const router = useRouter();
  const { pending, submit } = useSubmit({
    action: () => api("/auth/logout-everywhere", { method: "POST" }),
    onSuccess: () => {
      notify.success(t("doneTitle"), t("doneDetail"));
      forgetSavedCard();
      router.replace("/login");
      router.refresh();
    },
    fallback: t("failed"),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("body")}</CardDescription>
      </CardHeader>
      <CardContent>
        <SubmitButton
          type="button"
          variant="outline"
          pending={pending}
          onClick={() => void submit(undefined)}
          data-testid="sign-out-everywhere"
        >
          {!pending && <LogOut aria-hidden />}
          {t("button")}
        </SubmitButton>
      </CardContent>
    </Card>
  );
}
