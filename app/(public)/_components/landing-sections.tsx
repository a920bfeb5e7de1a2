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
import type { CardReward } from "@/lib/program/card";
import { TIERS } from "@/lib/rewards/rules";
import { cardStepBody, cardStepTitle } from "./program-words";

const steps = (size: number, rewards: readonly CardReward[]) => [
  {
    icon: Stamp,
    title: "Get your card",
    body: "Your card comes with your first purchase. Scan its QR code with your phone camera and you are signed in: no forms, no app store.",
  },
  {
    icon: QrCode,
    title: "Scan with every purchase",
    body: "Each purchase comes with a one-time QR code. Scan it and a punch lands on your card straight away.",
  },
  {
    icon: Gift,
    title: cardStepTitle(size, rewards),
    body: cardStepBody(size, rewards),
  },
];

const PERKS = [
  {
    icon: Sparkles,
    title: "Earn XP and level up",
    body: "Verify the products you buy to earn XP. Climb from Bronze to Legend.",
  },
  {
    icon: TrendingUp,
    title: "Climb the leaderboard",
    body: "See how you rank against the shop's most loyal customers.",
  },
  {
    icon: ShoppingBag,
    title: "Order from your phone",
    body: "Browse what's in stock, build a cart and send your order in one message.",
  },
  {
    icon: MessageCircle,
    title: "Reviews and support",
    body: "Rate what you tried, read the blog and reach us when you need help.",
  },
] as const;

/** The three steps; the third says the shop's own card (its size and rewards). */
export function HowItWorks({ size, rewards }: { size: number; rewards: readonly CardReward[] }) {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
      <h2 id="how-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        How it works
      </h2>
      <p className="text-muted-foreground mx-auto mt-2 max-w-xl text-center">
        Three steps between you and a free product.
      </p>
      <ol className="mt-10 grid gap-4 sm:grid-cols-3 sm:gap-6">
        {steps(size, rewards).map((step, i) => (
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

export function Perks() {
  return (
    <section aria-labelledby="perks-title" className="bg-secondary/50 border-y">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <h2 id="perks-title" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
          More than a punch card
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PERKS.map((perk) => (
            <li key={perk.title} className="bg-card rounded-2xl p-5 shadow-sm">
              <perk.icon className="text-primary size-6" aria-hidden />
              <h3 className="mt-3 font-semibold">{perk.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{perk.body}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <p className="text-muted-foreground inline-flex items-center gap-1.5 text-sm font-medium">
            <Crown className="text-primary size-4" aria-hidden /> Seven tiers to unlock
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2" aria-label="Tiers">
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
                {tier.name}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
