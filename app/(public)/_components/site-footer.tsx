import Link from "next/link";
import { useTranslations } from "next-intl";

/**
 * The public pages' footer: the same three ways in as the header. A server component, not
 * async (next-intl's hook works there too), so a page renders it in a component test.
 */
export function SiteFooter({ shopName }: { shopName: string }) {
  const t = useTranslations("public.footer");
  const link = "inline-flex min-h-11 items-center hover:text-primary";
  return (
    <footer className="border-t">
      <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm sm:flex-row sm:px-6">
        <p>{t("copyright", { year: String(new Date().getFullYear()), shop: shopName })}</p>
        <nav aria-label={t("label")} className="flex gap-4">
          <Link href="/announcements" className={link}>
            {t("news")}
          </Link>
          <Link href="/faq" className={link}>
            {t("faq")}
          </Link>
          <Link href="/login" className={link}>
            {t("signIn")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
