import Link from "next/link";
import { Stamp } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { homeFor } from "@/lib/auth/access";
import type { SessionUser } from "@/lib/auth/session";
import { cn } from "@/lib/utils";

/**
 * The public pages' top bar: the shop, News and FAQ, and sign in (or back to one's card).
 * Rendered on the server.
 */
export function PublicHeader({
  shopName,
  user,
  current,
}: {
  shopName: string;
  user: SessionUser | null;
  current?: "news" | "faq";
}) {
  const t = useTranslations("customer.publicHeader");
  const link = (active: boolean) =>
    cn(
      "inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium transition-colors hover:text-primary sm:px-3",
      active ? "text-primary" : "text-muted-foreground",
    );
  return (
    <header className="bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link
          href="/"
          className="flex min-h-11 min-w-0 items-center gap-2 font-bold tracking-tight"
        >
          <span className="bg-primary text-primary-foreground flex size-9 shrink-0 items-center justify-center rounded-xl">
            <Stamp className="size-5" aria-hidden />
          </span>
          <span className="truncate max-[380px]:sr-only" title={shopName}>
            {shopName}
          </span>
        </Link>
        <nav aria-label={t("main")} className="flex items-center gap-0.5 sm:gap-2">
          <Link
            href="/announcements"
            className={link(current === "news")}
            aria-current={current === "news" ? "page" : undefined}
          >
            {t("news")}
          </Link>
          <Link
            href="/faq"
            className={link(current === "faq")}
            aria-current={current === "faq" ? "page" : undefined}
          >
            {t("faq")}
          </Link>
          <Button asChild size="sm" className="ms-1 h-11 sm:h-9">
            {user ? (
              <Link href={homeFor(user.role)} data-testid="header-dashboard">
                {user.role === "admin"
                  ? t("dashboard")
                  : user.role === "staff"
                    ? t("counter")
                    : t("myCard")}
              </Link>
            ) : (
              <Link href="/login" data-testid="header-sign-in">
                {t("signIn")}
              </Link>
            )}
          </Button>
        </nav>
      </div>
    </header>
  );
}
