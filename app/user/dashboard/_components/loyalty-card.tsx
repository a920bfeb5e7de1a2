import { Sparkles, UserPlus } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { PendingIcon } from "@/components/layout/pending-icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { asCardTranslate, rewardIn } from "@/components/rewards/card-words";
import type { CardLook } from "@/components/rewards/program-card";
import type { ClaimContact } from "./card-claim";
import type { CardView } from "@/lib/program/card";
import { CardDrawing } from "./card-drawing";
import { LiveCard } from "./live-figures";
import { defaultReward } from "@/lib/program/reward-name";

type Props = {
  /** The card as the page loaded it: drawn here, on the server. */
  card: CardView;
  contact: ClaimContact;
  look: CardLook;
  shopName: string;
  terms: string;
  /**
   * Just joined at the counter: a word of welcome over the card. `bonus`: the program's welcome
   * punches; `reward`: the name of the first reward ahead.
   */
  welcome?: { punches: number; bonus: number; reward: string };
};

/** Rendered on the server; the card itself is the client part (live-figures.tsx). */
export function LoyaltyCard({ card, contact, look, shopName, terms, welcome }: Props) {
  const t = useTranslations("card");
  const inviteLabel = useTranslations("invite")("cardButton");
  const locale = useLocale();
  return (
    <section className="space-y-3" data-testid="loyalty-card" aria-label={t("title")}>
      {welcome && (
        <div className="bg-primary/10 space-y-1 rounded-xl px-5 py-4 sm:px-6" data-testid="welcome">
          <p className="text-primary flex items-center gap-2 text-lg font-bold wrap-anywhere">
            <Sparkles className="size-5 shrink-0" aria-hidden />{" "}
            {t("welcome.title", { shop: shopName })}
          </p>
          <p className="text-sm">
            {welcome.bonus > 0 ? (
              <span data-testid="welcome-bonus">
                {t("welcome.startWith", { count: welcome.punches })}
              </span>
            ) : welcome.punches === 1 ? (
              t("welcome.firstPunch")
            ) : (
              t("welcome.youreIn")
            )}{" "}
            {t("welcome.collect", {
              reward: rewardIn(locale, welcome.reward, true, defaultReward(asCardTranslate(t))),
            })}
          </p>
        </div>
      )}
      <LiveCard
        initial={
          <CardDrawing
            card={card}
            added={null}
            look={look}
            shopName={shopName}
            terms={terms}
            contact={contact}
          />
        }
        look={look}
        shopName={shopName}
        terms={terms}
        contact={contact}
      />
      {/* Its own screen: the dashboard's first load carries none of the invitation's code. */}
      <Link
        href="/user/invite"
        prefetch={false}
        className={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
        data-testid="invite-friend-link"
      >
        <PendingIcon>
          <UserPlus className="text-primary size-5" aria-hidden />
        </PendingIcon>
        {inviteLabel}
      </Link>
    </section>
  );
}
