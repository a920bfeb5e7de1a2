"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { forgetSavedCard } from "@/components/pwa/saved-card";
import { PlainButton } from "@/components/ui/plain-button";
import { useCommonWords } from "./common-words";
import { api } from "@/lib/http/fetcher";

export function LogoutButton({
  variant = "outline",
  label,
}: {
  variant?: "outline" | "ghost" | "secondary";
  label?: string;
}) {
  const words = useCommonWords();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    await api("/auth/logout", { method: "POST" }).catch(() => undefined);
    forgetSavedCard();
    router.replace("/login");
    router.refresh();
  }
  // On the customer dashboard's first load: a PlainButton keeps the class merger off it.
  return (
    <PlainButton variant={variant} onClick={logout} disabled={pending} data-testid="logout">
      <LogOut aria-hidden /> {label ?? words.logout}
    </PlainButton>
  );
}
