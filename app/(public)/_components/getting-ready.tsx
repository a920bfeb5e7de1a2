import { ArrowRight, Store } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { homeFor } from "@/lib/auth/access";
import type { Role } from "@/lib/db/schema";

/**
 * The landing page before the owner has named the shop (lib/settings/shop.ts shopIsNamed): a
 * visitor who scanned a poster too early learns the card is on its way, without a card
 * advertised under a name that is not the shop's. The owner is sent back to the setup guide.
 */
export async function GettingReady({ role }: { role: Role | null }) {
  const t = await getTranslations("public.landing");
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="bg-secondary text-primary flex size-14 items-center justify-center rounded-full">
          <Store className="size-7" aria-hidden />
        </span>
        <h1
          className="text-3xl font-bold tracking-tight text-balance"
          data-testid="landing-getting-ready"
        >
          {t("gettingReady.title")}
        </h1>
        <p className="text-muted-foreground text-lg text-pretty">{t("gettingReady.body")}</p>
        {role && (
          <Button asChild size="lg" className="mt-2">
            <Link href={homeFor(role)} data-testid="landing-dashboard">
              {role === "admin" ? t("gettingReady.finishSetup") : t("openCard")}{" "}
              <ArrowRight className="rtl:rotate-180" aria-hidden />
            </Link>
          </Button>
        )}
      </div>
    </main>
  );
}
