import type { Metadata } from "next";
import { Check, CloudOff, ShieldCheck, WifiOff } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { pwaMetadata } from "@/app/pwa-metadata";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { OfflineActions } from "./_components/offline-actions";
import { OfflineCard } from "./_components/offline-card";

// The service worker precaches this page and shows it when a page cannot be reached.
// Rendered per request so the shop name in its title is the running server's.
export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const [settings, program, t] = await Promise.all([
    getShopSettings(),
    getProgram(),
    getTranslations("public.offline"),
  ]);
  return { ...pwaMetadata(settings.shopName, appIcons(program)), title: t("metaTitle") };
}

export default async function OfflinePage() {
  const t = await getTranslations("public.offline");
  const works = [t("works1"), t("works2"), t("works3"), t("works4")];
  const needsConnection = [t("needs1"), t("needs2")];
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-5 px-4 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="bg-secondary text-primary flex size-16 items-center justify-center rounded-2xl">
          <WifiOff className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight" data-testid="offline-title">
          {t("title")}
        </h1>
        <p className="text-muted-foreground">{t("body")}</p>
      </div>
      <IntlProvider namespaces={["public", "card"]}>
        <OfflineCard />
        <OfflineActions />
      </IntlProvider>
      <Card className="gap-3 py-4 sm:gap-4 sm:py-5" data-testid="offline-works">
        <CardHeader className="px-4 sm:px-5">
          <CardTitle className="text-base">{t("worksTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-5">
          <List items={works} icon={<Check className="text-success size-4" aria-hidden />} />
        </CardContent>
      </Card>
      <Card className="gap-3 py-4 sm:gap-4 sm:py-5">
        <CardHeader className="px-4 sm:px-5">
          <CardTitle className="text-base">{t("needsTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 px-4 sm:px-5">
          <List
            items={needsConnection}
            icon={<CloudOff className="text-muted-foreground size-4" aria-hidden />}
          />
          <p className="bg-muted flex items-start gap-2 rounded-lg p-3 text-sm">
            <ShieldCheck className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
            {t("privacy")}
          </p>
        </CardContent>
      </Card>
      <LazyInstallPrompt />
    </main>
  );
}

function List({ items, icon }: { items: string[]; icon: React.ReactNode }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <span className="mt-0.5 shrink-0">{icon}</span>
          {item}
        </li>
      ))}
    </ul>
  );
}
