import type { Metadata } from "next";
import { AutoLogin } from "./_components/auto-login";

export const metadata: Metadata = { title: "Signing in", referrer: "no-referrer" };

export default async function AutoLoginPage({ params }: { params: Promise<{ tokenId: string }> }) {
  const { tokenId } = await params;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-secondary to-background px-4 py-10">
      <AutoLogin token={tokenId} />
    </main>
  );
}
