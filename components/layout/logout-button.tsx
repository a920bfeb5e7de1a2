"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/http/fetcher";

export function LogoutButton({
  variant = "outline",
  label = "Logout",
}: {
  variant?: "outline" | "ghost" | "secondary";
  label?: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    await api("/auth/logout", { method: "POST" }).catch(() => undefined);
    router.replace("/login");
    router.refresh();
  }
  return (
    <Button variant={variant} onClick={logout} disabled={pending} data-testid="logout">
      <LogOut aria-hidden /> {label}
    </Button>
  );
}
