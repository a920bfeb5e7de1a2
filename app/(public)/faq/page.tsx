import type { Metadata } from "next";
import Link from "next/link";
import { HelpCircle } from "lucide-react";
import { PageHeader } from "@/components/community/page-header";
import { PublicHeader } from "@/components/community/public-header";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Button } from "@/components/ui/button";
import { rewardPhrase } from "@/components/rewards/card-messages";
import { getProgram, type ShopProgram } from "@/lib/program/read";
import { XP_PER_CODE, XP_PER_TOKEN } from "@/lib/rewards/rules";
import { Card, CardContent } from "@/components/ui/card";
import { getSessionUser } from "@/lib/auth/session";
import { getShopSettings } from "@/lib/settings/shop";
import { cap, numberWord, rewardsAtPunches } from "../_components/program-words";
import { SiteFooter } from "../_components/site-footer";

export const metadata: Metadata = { title: "FAQ" };

/** SPEC §2: four questions: what this is, security, rules, how to sign up. */
function questions(
  shop: string,
  handle: string,
  {
    cardSize,
    rewards,
    maxTokenPunches,
  }: Pick<ShopProgram, "cardSize" | "rewards" | "maxTokenPunches">,
) {
  const earn = rewardsAtPunches(rewards);
  const perCode =
    maxTokenPunches > 1
      ? "Each QR code can be used only once, and may carry several punches."
      : "One punch per QR code, and each code can be used only once.";
  // SPEC.md's words for SPEC.md's program; a card of several rewards starts over once each
  // of them is handed over.
  const rules =
    rewards.length === 1
      ? `${cap(numberWord(cardSize))} punches earn ${rewardPhrase(rewards[0]!.name).replace(/^a /, "one ")}: text us your username to claim it, and your card starts over.`
      : `${earn}: text us your username to claim each, and once all are handed over your card starts over.`;
  return [
    {
      id: "what",
      question: "What is this?",
      answer: [
        `The ${shop} loyalty card is a digital punch card on your phone. Every purchase comes with a QR code: scan it and you collect a punch.`,
        `${earn}. Along the way you earn XP, level up through the tiers and can see how you rank on the leaderboard.`,
      ],
    },
    {
      id: "security",
      question: "Is it secure?",
      answer: [
        "Your account is protected by your password, which is stored only in scrambled (hashed) form. Every QR code works exactly once, so punches cannot be copied or reused.",
        "The camera is used only to read QR codes on your own phone: no images are saved. We never share your data.",
      ],
    },
    {
      id: "rules",
      question: "What are the rules?",
      answer: [
        `${perCode} ${rules}`,
        `Verifying a product you bought earns ${XP_PER_CODE} XP; every punch earns ${XP_PER_TOKEN} XP. Your account is personal. Please don't share it. Questions? Open a support ticket or message ${handle}.`,
      ],
    },
    {
      id: "join",
      question: "How do I sign up?",
      answer: [
        "There is nothing to fill in online: your card is handed to you with your first purchase. It carries a QR code that signs you in when you scan it with your phone camera.",
        "Keep the card: it also shows your username, so you can sign in on the Sign in page any time.",
      ],
    },
  ];
}

export default async function FaqPage() {
  const [shop, user, program] = await Promise.all([
    getShopSettings(),
    getSessionUser(),
    getProgram(),
  ]);
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader shopName={shop.shopName} user={user} current="faq" />
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <PageHeader
          title="Frequently Asked Questions"
          description="Everything about your loyalty card."
          icon={<HelpCircle />}
        />
        <Card className="py-2 sm:py-2">
          <CardContent>
            <Accordion type="single" collapsible defaultValue="what" data-testid="faq">
              {questions(shop.shopName, shop.ownerHandle, program).map((q) => (
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
            <Link href={user ? "/" : "/login"}>{user ? "Back to home" : "Sign in"}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="sm:flex-1">
            <Link href="/announcements">View News &amp; Updates</Link>
          </Button>
        </div>
      </main>
      <SiteFooter shopName={shop.shopName} />
    </div>
  );
}
