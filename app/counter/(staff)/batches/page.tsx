import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireStaff } from "@/lib/auth/guards";
import { getProgram } from "@/lib/program/read";
import { listBatches } from "@/lib/rewards/batch-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { tokenPunchesMost } from "@/lib/program/token-day";
import { BatchesScreen } from "./_components/batches-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("counter");
  return { title: t("sheets.title") };
}

export default async function TokenSheetsPage() {
  const user = await requireStaff();
  const [batches, settings, program] = await Promise.all([
    listBatches(),
    getShopSettings(),
    getProgram(),
  ]);
  const isAdmin = user.role === "admin";
  return (
    <IntlProvider namespaces={["counter", "common", "errors"]}>
      <BatchesScreen
        batches={batches}
        canVoid={isAdmin}
        staffTokensPerDay={isAdmin ? null : settings.staffTokensPerDay}
        maxTokenPunches={tokenPunchesMost(program.maxTokenPunches, settings.maxPunchesPerDay)}
      />
    </IntlProvider>
  );
}
