import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/guards";
import { listBatches } from "@/lib/rewards/batch-queries";
import { BatchesScreen } from "./_components/batches-screen";

export const metadata: Metadata = { title: "Token sheets" };

export default async function TokenSheetsPage() {
  const user = await requireStaff();
  const batches = await listBatches();
  return <BatchesScreen batches={batches} canVoid={user.role === "admin"} />;
}
