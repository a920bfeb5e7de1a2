import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import { LogUnknownRoute } from "@/components/layout/log-unknown-route";

export default async function NotFound() {
  const t = await getTranslations("common.notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogUnknownRoute />
      <p className="text-primary text-7xl font-black tracking-tight" data-testid="not-found-code">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground max-w-sm">{t("body")}</p>
      {/* A plain link: next/link's client code was loaded on every page's first visit for this
          one button, which a full load of the home page serves as well. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
      <a href="/" className={buttonVariants({ size: "lg" })}>
        {t("home")}
      </a>
    </main>
  );
}
