"use client";

import { LogOut, Menu } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { api } from "@/lib/http/fetcher";

const LINKS = [
  { href: "/counter/customers", label: "customers" },
  { href: "/counter/codes", label: "codes" },
  { href: "/counter/batches", label: "sheets" },
  { href: "/counter/profile", label: "profile" },
] as const;

/** The other counter screens, kept to one small corner button so customers see the QR. */
export function DisplayMenu() {
  const t = useTranslations("counter.nav");
  const [leaving, setLeaving] = useState(false);
  const router = useRouter();
  async function signOut() {
    setLeaving(true);
    await api("/auth/logout", { method: "POST" }).catch(() => undefined);
    router.replace("/login");
    router.refresh();
  }
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("menu")}
          className="text-muted-foreground"
          data-testid="counter-menu"
        >
          <Menu aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="flex w-48 flex-col gap-1 p-2">
        {LINKS.map((link) => (
          <Button key={link.href} asChild variant="ghost" className="justify-start">
            <Link href={link.href}>{t(link.label)}</Link>
          </Button>
        ))}
        <Button
          variant="ghost"
          className="justify-start"
          onClick={() => void signOut()}
          disabled={leaving}
          data-testid="counter-sign-out"
        >
          <LogOut aria-hidden /> {t("signOut")}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
