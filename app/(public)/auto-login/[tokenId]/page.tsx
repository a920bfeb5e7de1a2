import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AutoLogin } from "./_components/auto-login";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth.autoLogin");
  return { title: t("metaTitle"), referrer: "no-referrer" };
}

export default async function AutoLoginPage({ params }: { params: Promise<{ tokenId: string }> }) {
  const { tokenId } = await params;
  return (
    <main className="from-secondary to-background flex min-h-dvh items-center justify-center bg-gradient-to-b px-4 py-10">
      <IntlProvider namespaces={["auth", "errors"]}>
        <AutoLogin token={tokenId} />
      </IntlProvider>
    </main>
  );
}
