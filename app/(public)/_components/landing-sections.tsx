import {
  Crown,
  Gift,
  MessageCircle,
  QrCode,
  ShoppingBag,
  Sparkles,
  Stamp,
  TrendingUp,
} from "lucide-react";
import type { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import type { CardReward } from "@/lib/program/card";
import { getText } from "@/lib/i18n/server";
import { TIERS } from "@/lib/rewards/rules";
import {
  cardStepBody,
  cardStepTitle,
  type ProgramWords,
} from "@/components/community/program-words";

type HowT = ReturnType<typeof useTranslations<"public.landing.how">>;

const steps = (t: HowT, words: ProgramWords, size: number, rewards: readonly CardReward[]) => [
  { icon: Stamp, title: t("cardTitle"), body: t("cardBody") },
  { icon: QrCode, title: t("scanTitle"), body: t("scanBody") },
  {
    icon: Gift,
    title: cardStepTitle(words, size, rewards),
    body: cardStepBody(words, size, rewards),
  },
];

const PERKS = [
  { icon: Sparkles, title: "xpTitle", body: "xpBody" },
  { icon: TrendingUp, title: "rankTitle", body: "rankBody" },
  { icon: ShoppingBag, title: "orderTitle", body: "orderBody" },
  { icon: MessageCircle, title: "supportTitle", body: "supportBody" },
] as const;

/** The three steps; the third says the shop's own card (its size and rewards). */
export async function HowItWorks({
  words,
  size,
  rewards,
}: {
  words: ProgramWords;
  size: number;
  rewards: readonly CardReward[];
}) {
  const t = await getTranslations("public.landing.how");
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="how-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t("title")}
      </h2>
      <p className="text-muted-foreground mx-auto mt-2 max-w-xl text-center">{t("subtitle")}</p>
      <ol className="mt-10 grid gap-4 sm:grid-cols-3 sm:gap-6">
        {steps(t, words, size, rewards).map((step, i) => (
          <li key={step.title} className="bg-card relative rounded-2xl border p-6 shadow-sm">
            <span className="text-primary/10 absolute end-5 top-5 text-4xl font-black" aria-hidden>
              {i + 1}
            </span>
            <span className="bg-primary text-primary-foreground flex size-12 items-center justify-center rounded-xl">
              <step.icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
            <p className="text-muted-foreground mt-1 text-sm">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export async function Perks() {
  const [t, text] = await Promise.all([getTranslations("public.landing.perks"), getText()]);
  return (
    <section aria-labelledby="perks-title" className="bg-secondary/50 border-y">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="perks-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          {t("title")}
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PERKS.map((perk) => (
            <li key={perk.title} className="bg-card rounded-2xl p-5 shadow-sm">
              <perk.icon className="text-primary size-6" aria-hidden />
              <h3 className="mt-3 font-semibold">{t(perk.title)}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{t(perk.body)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <p className="text-muted-foreground inline-flex items-center gap-1.5 text-sm font-medium">
            <Crown className="text-primary size-4" aria-hidden /> {t("tiers")}
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label={t("tiersLabel")}>
            {TIERS.map((tier) => (
              <li
                key={tier.name}
                className="bg-card inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium"
              >
                <span
                  className="size-2.5 rounded-full"
                  style={{ backgroundColor: tier.color }}
                  aria-hidden
                />
                {text(tier.name)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
