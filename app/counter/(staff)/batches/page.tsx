import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/guards";
import { getProgram } from "@/lib/program/read";
import { listBatches } from "@/lib/rewards/batch-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { BatchesScreen } from "./_components/batches-screen";

export const metadata: Metadata = { title: "Token sheets" };

export default async function TokenSheetsPage() {
  const user = await requireStaff();
  const [batches, settings, program] = await Promise.all([
    listBatches(),
    getShopSettings(),
    getProgram(),
  ]);
  const isAdmin = user.role === "admin";
  return (
    <BatchesScreen
      batches={batches}
      canVoid={isAdmin}
      staffTokensPerDay={isAdmin ? null : settings.staffTokensPerDay}
      maxTokenPunches={program.maxTokenPunches}
    />
  );
}
