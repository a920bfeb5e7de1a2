"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
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
  // A native button styled as `Button`: it sits on the customer dashboard's first load, where
  // Button's class merging (tailwind-merge) would cost 8 KB; nothing here overrides a class.
  return (
    <button
      type="button"
      data-slot="button"
      data-variant={variant}
      data-size="default"
      className={buttonVariants({ variant })}
      onClick={logout}
      disabled={pending}
      data-testid="logout"
    >
      <LogOut aria-hidden /> {label}
    </button>
  );
}
