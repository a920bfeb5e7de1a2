import Link from "next/link";
import { ArrowRight, HelpCircle, Megaphone, QrCode } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { NewsBlock } from "@/components/community/news-block";
import { PublicHeader } from "@/components/community/public-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { homeFor } from "@/lib/auth/access";
import { getSessionUser } from "@/lib/auth/session";
import { programLook } from "@/lib/program/card-query";
import { getProgram } from "@/lib/program/read";
import { getShopSettings, shopIsNamed } from "@/lib/settings/shop";
import { GettingReady } from "./_components/getting-ready";
import { HowItWorks, Perks } from "./_components/landing-sections";
import { PunchCardPreview } from "./_components/punch-card-preview";
import { collectFor } from "@/components/community/program-words";
import { SiteFooter } from "./_components/site-footer";

// The news and the sign-in state change; this page is never a stale static copy.
export const dynamic = "force-dynamic";

/** The page a printed QR code leads to: what the card is, why it is worth having, and the ways in. */
export default async function LandingPage() {
  const [named, shop, user, program, t, tProgram, tCard, locale] = await Promise.all([
    shopIsNamed(),
    getShopSettings(),
    getSessionUser(),
    getProgram(),
    getTranslations("public.landing"),
    getTranslations("public.program"),
    getTranslations("card"),
    getLocale(),
  ]);
  if (!named) return <GettingReady role={user?.role ?? null} />;
  const words = { t: tProgram, locale, defaultItem: tCard("defaultReward.item") };
  // SPEC.md's "Every 10th one is on us" for a card with one reward; the first reward's place
  // for a card with several (a cookie at 5 and a coffee at 10: every 5th one).
  const every = program.rewards[0]?.at ?? program.cardSize;
  const title = t.rich("title", {
    n: every,
    em: (chunks) => <span className="text-primary">{chunks}</span>,
  });
  const openLabel = user?.role === "admin" ? t("openDashboard") : t("openCard");
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader shopName={shop.shopName} user={user} />
      <main className="flex-1">
        <section className="from-secondary via-background to-background relative overflow-hidden bg-gradient-to-b">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pb-20">
            <div className="text-center lg:text-start">
              <Badge variant="secondary" className="mb-4 gap-1.5 px-3 py-1 text-sm">
                <QrCode aria-hidden /> {t("badge", { shop: shop.shopName })}
              </Badge>
              <h1
                className="text-4xl font-black tracking-tight text-balance sm:text-5xl lg:text-6xl"
                data-testid="landing-title"
              >
                {title}
              </h1>
              <p className="text-muted-foreground mx-auto mt-4 max-w-xl text-lg text-pretty lg:mx-0">
                {t("body", { collect: collectFor(words, program.rewards) })}
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                {user ? (
                  <Button asChild size="lg">
                    <Link href={homeFor(user.role)} data-testid="landing-dashboard">
                      {openLabel} <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                ) : (
                  <Button asChild size="lg">
                    <Link href="/login" data-testid="landing-sign-in">
                      {t("signInCard")} <ArrowRight aria-hidden />
                    </Link>
                  </Button>
                )}
                <Button asChild size="lg" variant="outline">
                  <Link href="/faq" data-testid="landing-faq">
                    <HelpCircle aria-hidden /> {t("howGetCard")}
                  </Link>
                </Button>
              </div>
              <p className="text-muted-foreground mt-4 text-sm">{t("noCardYet")}</p>
            </div>
            <PunchCardPreview
              shopName={shop.shopName}
              size={program.cardSize}
              rewards={program.rewards}
              look={programLook(program)}
            />
          </div>
        </section>

        <HowItWorks words={words} size={program.cardSize} rewards={program.rewards} />
        <Perks />

        <section
          aria-label={t("latestNews")}
          className="mx-auto max-w-2xl px-4 py-14 sm:px-6 sm:py-20"
        >
          <NewsBlock />
          <div className="mt-8 flex flex-col items-center gap-3 text-center">
            <h2 className="text-2xl font-bold tracking-tight">{t("readyTitle")}</h2>
            <p className="text-muted-foreground">{t("readyBody")}</p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link href={user ? homeFor(user.role) : "/login"}>
                  {user ? openLabel : t("signIn")}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/announcements" data-testid="landing-news">
                  <Megaphone aria-hidden /> {t("news")}
                </Link>
              </Button>
              <Button asChild size="lg" variant="ghost">
                <Link href="/faq">{t("readFaq")}</Link>
              </Button>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter shopName={shop.shopName} />
    </div>
  );
}
