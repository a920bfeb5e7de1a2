import { MessageCircle, PartyPopper } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { asCardTranslate, listOf, rewardIn } from "@/components/rewards/card-words";
import { OUTLINE_BUTTON } from "@/components/ui/plain-classes";
import { defaultReward } from "@/lib/program/reward-name";

export type ClaimContact = {
  username: string;
  owner: { handle: string; url: string; app: string };
  /** The shop hands rewards over at the counter: the claim says so first. */
  atCounter: boolean;
};

/**
 * How to collect the rewards ready on the card: at the counter, or by a message to the owner.
 * No state: rendered on the server, or in the card's drawing under its own provider.
 */
export function CardClaim({
  ready,
  complete,
  contact: { username, owner, atCounter },
}: {
  ready: string[];
  complete: boolean;
  contact: ClaimContact;
}) {
  const t = useTranslations("card.claim");
  const dflt = defaultReward(asCardTranslate(useTranslations("card")));
  const locale = useLocale();
  const rewards = listOf(
    locale,
    ready.map((name) => rewardIn(locale, name, true, dflt)),
    "conjunction",
  );
  const parts = {
    b: (chunks: React.ReactNode) => <strong>{chunks}</strong>,
    code: (chunks: React.ReactNode) => (
      <strong className="font-mono wrap-anywhere">
        <bdi>{chunks}</bdi>
      </strong>
    ),
  };
  const values = { handle: owner.handle, username, app: owner.app };
  const howToClaim = atCounter
    ? t.rich("orText", { ...values, ...parts })
    : t.rich("textToClaim", { ...values, rewards, ...parts });
  return (
    <div
      className="bg-card text-card-foreground space-y-3 rounded-xl border p-4 text-center wrap-anywhere"
      data-testid="card-complete"
    >
      <p className="text-success flex items-center justify-center gap-2 text-lg font-bold">
        <PartyPopper className="size-5" aria-hidden /> {complete ? t("complete") : t("ready")}
      </p>
      {atCounter && (
        <p className="font-medium" data-testid="card-complete-counter">
          {t("atCounter", { rewards })}
        </p>
      )}
      <p className="text-sm">{howToClaim}</p>
      {/* The outline button's classes written out: the Button component brings tailwind-merge
          (about 8 KB) into the dashboard's first load (components/ui/plain-classes.ts). */}
      <a href={owner.url} target="_blank" rel="noopener noreferrer" className={OUTLINE_BUTTON}>
        <MessageCircle aria-hidden /> {t("message", { handle: owner.handle })}
      </a>
    </div>
  );
}
