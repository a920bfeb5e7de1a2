import type { Metadata } from "next";
import { requireStaff } from "@/lib/auth/guards";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { CounterDisplay } from "./_components/display";

export const metadata: Metadata = { title: "Counter" };

export default async function CounterPage() {
  await requireStaff();
  const [{ shopName, publicSiteUrl }, { cardSize, rewards, maxTokenPunches }] = await Promise.all([
    getShopSettings(),
    getProgram(),
  ]);
  return (
    <CounterDisplay
      shopName={shopName}
      publicSiteUrl={publicSiteUrl}
      program={{ cardSize, rewards, maxTokenPunches }}
    />
  );
}
