import type { Metadata } from "next";
import { AutoLogin } from "./_components/auto-login";

export const metadata: Metadata = { title: "Signing in", referrer: "no-referrer" };

export default async function AutoLoginPage({ params }: { params: Promise<{ tokenId: string }> }) {
  const { tokenId } = await params;
  return (
    <main className="from-secondary to-background flex min-h-dvh items-center justify-center bg-gradient-to-b px-4 py-10">
      <AutoLogin token={tokenId} />
    </main>
  );
}
