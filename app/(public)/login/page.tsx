import type { Metadata } from "next";
import Link from "next/link";
import { Stamp } from "lucide-react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { mobilePlatform } from "@/components/pwa/install-detect";
import { homeFor, safeRedirect } from "@/lib/auth/access";
import { getSessionUser } from "@/lib/auth/session";
import { getShopSettings } from "@/lib/settings/shop";
import { LoginForm } from "./_components/login-form";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // Already signed in: straight on, as a sign-in would go (never back to /login itself).
  const user = await getSessionUser();
  if (user) {
    const target = safeRedirect(first(params.redirect));
    const onward = target && !/^\/login(?:[/?#]|$)/.test(target) ? target : null;
    redirect(onward ?? homeFor(user.role));
  }
  const { shopName } = await getShopSettings();
  // On an iPhone the camera opens a scanned QR in Safari, where the customer is signed out even
  // if the installed app is signed in: a passkey is then the one-tap way back, so it comes first.
  const passkeyFirst = mobilePlatform((await headers()).get("user-agent") ?? "") === "ios";
  return (
    <main className="from-secondary to-background flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b px-4 py-10">
      <div className="w-full max-w-sm">
        <Link href="/" className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="bg-primary text-primary-foreground flex size-14 items-center justify-center rounded-2xl shadow-lg">
            <Stamp className="size-7" aria-hidden />
          </span>
          <span className="text-2xl font-bold tracking-tight">{shopName}</span>
        </Link>
        <LoginForm
          auto={first(params.auto)}
          error={first(params.error)}
          redirectTo={first(params.redirect)}
          passkeyFirst={passkeyFirst}
        />
        <nav className="mt-6 flex flex-col items-center gap-1 text-sm">
          <Link
            href="/announcements"
            className="text-primary inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline"
          >
            View News &amp; Updates
          </Link>
          <Link
            href="/faq"
            className="text-muted-foreground inline-flex min-h-11 items-center underline-offset-4 hover:underline"
          >
            Have questions? Check our FAQ
          </Link>
        </nav>
      </div>
    </main>
  );
}
