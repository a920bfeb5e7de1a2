import type { Metadata } from "next";
import { BackLink } from "@/components/layout/back-link";
import { XP_PER_CODE } from "@/lib/rewards/rules";
import { VerifyView } from "./_components/verify-view";

export const metadata: Metadata = { title: "Verify a product" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyPage({ searchParams }: { searchParams: SearchParams }) {
  const { code } = await searchParams;
  return (
    <main className="mx-auto w-full max-w-xl space-y-4 px-4 pt-4 pb-10 sm:pt-8">
      <BackLink href="/user/dashboard" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Verify Product</h1>
        <p className="text-muted-foreground">
          Check that your product is genuine and earn {XP_PER_CODE} XP.
        </p>
      </div>
      <VerifyView initialCode={typeof code === "string" ? code : ""} />
    </main>
  );
}
