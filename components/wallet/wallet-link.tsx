import { Wallet } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** A line from the program and settings screens to /admin/wallet, where the wallets are connected. */
export async function WalletLink({ from }: { from: "program" | "settings" }) {
  const t = await getTranslations("adminWallet.links");
  const link = (words: React.ReactNode) => (
    <Link
      href="/admin/wallet"
      className="text-primary font-medium underline-offset-4 hover:underline"
      data-testid="wallet-link"
    >
      {words}
    </Link>
  );
  const sentence = t.rich(from === "program" ? "program" : "settings", { link });
  return (
    <p className="text-muted-foreground flex items-start gap-2 text-sm">
      <Wallet className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{sentence}</span>
    </p>
  );
}
