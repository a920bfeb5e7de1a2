import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireStaff } from "@/lib/auth/guards";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { tokenPunchesMost } from "@/lib/program/token-day";
import { CounterDisplay } from "./_components/display";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("counter");
  return { title: t("display.metaTitle") };
}

export default async function CounterPage() {
  await requireStaff();
  const [{ shopName, publicSiteUrl, maxPunchesPerDay }, program] = await Promise.all([
    getShopSettings(),
    getProgram(),
  ]);
  const { cardSize, rewards } = program;
  // Never more punches than a customer may collect in a day: such a token is refused to all.
  const maxTokenPunches = tokenPunchesMost(program.maxTokenPunches, maxPunchesPerDay);
  // In the shop's language whoever is signed in (lib/i18n/resolve-locale.ts). "card" and
  // "common": the hand-over buttons and their dialog; "errors": a refusal of the hand-over.
  return (
    <IntlProvider namespaces={["counter", "card", "common", "errors"]}>
      <CounterDisplay
        shopName={shopName}
        publicSiteUrl={publicSiteUrl}
        program={{ cardSize, rewards, maxTokenPunches }}
      />
    </IntlProvider>
  );
}
