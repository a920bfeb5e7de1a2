import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { BackLink } from "@/components/layout/back-link";
import { XP_PER_CODE } from "@/lib/rewards/rules";
import { VerifyView } from "./_components/verify-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("card.verify");
  return { title: t("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyPage({ searchParams }: { searchParams: SearchParams }) {
  const [{ code }, t] = await Promise.all([searchParams, getTranslations("card.verify")]);
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 pt-4 pb-10 sm:pt-8">
      <BackLink href="/user/dashboard" label={t("backToDashboard")} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro", { xp: XP_PER_CODE })}</p>
      </div>
      <IntlProvider namespaces={["card", "common", "errors"]}>
        <VerifyView initialCode={typeof code === "string" ? code : ""} />
      </IntlProvider>
    </main>
  );
}
