import type { Metadata } from "next";
import Link from "next/link";
import { HelpCircle } from "lucide-react";
import type { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/community/page-header";
import { PublicHeader } from "@/components/community/public-header";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { getProgram, type ShopProgram } from "@/lib/program/read";
import { XP_PER_CODE, XP_PER_TOKEN } from "@/lib/rewards/rules";
import { Card, CardContent } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/session";
import { getShopSettings } from "@/lib/settings/shop";
import {
  cardRules,
  rewardsAtPunches,
  type ProgramWords,
} from "@/components/community/program-words";
import { SiteFooter } from "../_components/site-footer";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("public.faq");
  return { title: t("metaTitle") };
}

type FaqT = ReturnType<typeof useTranslations<"public.faq">>;

/** SPEC §2: four questions: what this is, security, rules, how to sign up. */
function questions(
  t: FaqT,
  words: ProgramWords,
  shop: string,
  handle: string,
  {
    cardSize,
    rewards,
    maxTokenPunches,
  }: Pick<ShopProgram, "cardSize" | "rewards" | "maxTokenPunches">,
) {
  const earn = rewardsAtPunches(words, rewards);
  const perCode = maxTokenPunches > 1 ? t("perCodeMany") : t("perCodeOne");
  // A card of several rewards starts over once each of them is handed over.
  const rules = cardRules(words, cardSize, rewards);
  return [
    {
      id: "what",
      question: t("whatQuestion"),
      answer: [t("whatAnswer", { shop }), t("whatAnswerMore", { earn })],
    },
    {
      id: "security",
      question: t("securityQuestion"),
      answer: [t("securityAnswer"), t("securityAnswerMore")],
    },
    {
      id: "rules",
      question: t("rulesQuestion"),
      answer: [
        `${perCode} ${rules}`,
        t("rulesAnswerMore", { codeXp: XP_PER_CODE, tokenXp: XP_PER_TOKEN, handle }),
      ],
    },
    {
      id: "join",
      question: t("joinQuestion"),
      answer: [t("joinAnswer"), t("joinAnswerMore")],
    },
  ];
}

export default async function FaqPage() {
  const [shop, user, program, t, tProgram, tCard, locale] = await Promise.all([
    getShopSettings(),
    getSessionUser(),
    getProgram(),
    getTranslations("public.faq"),
    getTranslations("public.program"),
    getTranslations("card"),
    getLocale(),
  ]);
  const words = { t: tProgram, locale, defaultItem: tCard("defaultReward.item") };
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader shopName={shop.shopName} user={user} current="faq" />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <PageHeader title={t("title")} description={t("description")} icon={<HelpCircle />} />
        <Card className="py-2 sm:py-2">
          <CardContent>
            <Accordion type="single" collapsible defaultValue="what" data-testid="faq">
              {questions(t, words, shop.shopName, shop.ownerHandle, program).map((q) => (
                <AccordionItem key={q.id} value={q.id} id={q.id} data-testid={`faq-${q.id}`}>
                  {/* Under the page's h1: the questions are its second level. */}
                  <AccordionTrigger level={2} className="text-base">
                    {q.question}
                  </AccordionTrigger>
                  <AccordionContent className="text-muted-foreground space-y-2">
                    {q.answer.map((p) => (
                      <p key={p}>{p}</p>
                    ))}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </CardContent>
        </Card>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="sm:flex-1">
            <Link href={user ? "/" : "/login"}>{user ? t("backHome") : t("signIn")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="sm:flex-1">
            <Link href="/announcements">{t("news")}</Link>
          </Button>
        </div>
      </main>
      <SiteFooter shopName={shop.shopName} />
    </div>
  );
}
