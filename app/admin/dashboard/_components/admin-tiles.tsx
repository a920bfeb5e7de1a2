import { ChevronRight } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ADMIN_SCREENS } from "@/components/admin/admin-screens";

export function AdminTiles() {
  const t = useTranslations("admin.dashboard");
  return (
    <nav aria-label={t("screensLabel")}>
      <h2 className="sr-only">{t("manage")}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
        {ADMIN_SCREENS.map(({ href, key, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              data-testid={`tile-${href.split("/").pop()}`}
              className="group bg-card hover:border-primary/40 hover:bg-secondary/60 focus-visible:ring-ring/50 flex h-full min-h-24 flex-col gap-2 rounded-xl border p-4 shadow-sm transition-colors focus-visible:ring-[3px] sm:flex-row sm:items-center sm:gap-3"
            >
              <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block leading-tight font-semibold">
                  {t(`screens.${key}.title`)}
                </span>
                <span className="text-muted-foreground mt-0.5 block text-xs leading-snug">
                  {t(`screens.${key}.description`)}
                </span>
              </span>
              <ChevronRight
                className="text-muted-foreground hidden size-4 shrink-0 transition-transform group-hover:translate-x-0.5 sm:block rtl:group-hover:-translate-x-0.5"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
