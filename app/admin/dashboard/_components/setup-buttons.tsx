"use client";

import { ListChecks, X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import type { SetupChange } from "@/lib/setup/schema";

/** One change to the guide (PUT /api/setup), then the dashboard reads the shop again. */
function useSetupChange() {
  const t = useTranslations("adminSetup");
  const router = useRouter();
  return useSubmit({
    action: (change: SetupChange) => api("/setup", { method: "PUT", body: change }),
    onSuccess: () => router.refresh(),
    fallback: t("failed"),
  });
}

type Props = { kind: "hide" | "open" | "self" };

/** Hiding the guide, opening it again, and "I run the counter myself". */
export function SetupButton({ kind }: Props) {
  const t = useTranslations("adminSetup");
  const { pending, submit } = useSetupChange();
  const change: SetupChange =
    kind === "self" ? { counterByOwner: true } : { dismissed: kind === "hide" };
  const label = kind === "self" ? t("steps.cashier.self") : kind === "hide" ? t("hide") : t("open");
  const icon =
    kind === "hide" ? <X aria-hidden /> : kind === "open" ? <ListChecks aria-hidden /> : null;
  return (
    <SubmitButton
      type="button"
      variant={kind === "hide" ? "ghost" : "outline"}
      size={kind === "open" ? "default" : "sm"}
      pending={pending}
      icon={icon}
      onClick={() => void submit(change)}
      data-testid={`setup-${kind}`}
    >
      {label}
    </SubmitButton>
  );
}
