import type { Metadata } from "next";
import { Check, CloudOff, ShieldCheck, WifiOff } from "lucide-react";
import { pwaMetadata } from "@/app/pwa-metadata";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { getShopSettings } from "@/lib/settings/shop";
import { OfflineActions } from "./_components/offline-actions";
import { OfflineCard } from "./_components/offline-card";

// The service worker precaches this page and shows it when a page cannot be reached.
// Rendered per request so the shop name in its title is the running server's.
export const dynamic = "force-dynamic";
export async function generateMetadata(): Promise<Metadata> {
  const [settings, program] = await Promise.all([getShopSettings(), getProgram()]);
  return { ...pwaMetadata(settings.shopName, appIcons(program)), title: "Offline" };
}

const works = [
  "The app itself: it opens from your home screen and shows this page instead of an error.",
  "The installed app shows your card as it last saw it, to show at the counter.",
  "Product pictures you have already viewed are kept on this phone.",
  "This page notices when you are back online and reloads by itself.",
];
const needsConnection = [
  "Collecting punches: scanning tokens and verifying products",
  "Signing in, products, news, tickets and reviews",
];

export default function OfflinePage() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-5 px-4 py-10">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="bg-secondary text-primary flex size-16 items-center justify-center rounded-2xl">
          <WifiOff className="size-8" aria-hidden />
        </span>
        <h1 className="text-2xl font-bold tracking-tight" data-testid="offline-title">
          You&apos;re offline
        </h1>
        <p className="text-muted-foreground">
          This page needs an internet connection. Check your Wi‑Fi or mobile data, then try again.
        </p>
      </div>
      <OfflineCard />
      <OfflineActions />
      <Card className="gap-3 py-4 sm:gap-4 sm:py-5" data-testid="offline-works">
        <CardHeader className="px-4 sm:px-5">
          <CardTitle className="text-base">What still works</CardTitle>
        </CardHeader>
        <CardContent className="px-4 sm:px-5">
          <List items={works} icon={<Check className="text-success size-4" aria-hidden />} />
        </CardContent>
      </Card>
      <Card className="gap-3 py-4 sm:gap-4 sm:py-5">
        <CardHeader className="px-4 sm:px-5">
          <CardTitle className="text-base">Needs a connection</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 px-4 sm:px-5">
          <List
            items={needsConnection}
            icon={<CloudOff className="text-muted-foreground size-4" aria-hidden />}
          />
          <p className="bg-muted flex items-start gap-2 rounded-lg p-3 text-sm">
            <ShieldCheck className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
            Only the installed app keeps your card on this phone, and signing out removes it: a
            browser someone else may use next keeps nothing of yours.
          </p>
        </CardContent>
      </Card>
      <LazyInstallPrompt />
    </main>
  );
}

function List({ items, icon }: { items: string[]; icon: React.ReactNode }) {
  return (
    <ul className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <span className="mt-0.5 shrink-0">{icon}</span>
          {item}
        </li>
      ))}
    </ul>
  );
}
