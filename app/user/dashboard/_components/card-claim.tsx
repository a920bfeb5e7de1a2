import { MessageCircle, PartyPopper } from "lucide-react";
import { collectAtCounter, REWARD_READY, yourReward } from "@/components/rewards/card-messages";
import { OUTLINE_BUTTON } from "@/components/ui/plain-classes";
import { CARD_COMPLETE_TITLE } from "@/lib/rewards/messages";

export type ClaimContact = {
  username: string;
  owner: { handle: string; url: string; app: string };
  /** The shop hands rewards over at the counter: the claim says so first. */
  atCounter: boolean;
};

/** How to collect the rewards ready on the card: at the counter, or by a message to the owner. */
export function CardClaim({
  ready,
  complete,
  contact: { username, owner, atCounter },
}: {
  ready: string[];
  complete: boolean;
  contact: ClaimContact;
}) {
  return (
    <div
      className="bg-card text-card-foreground space-y-3 rounded-xl border p-4 text-center wrap-anywhere"
      data-testid="card-complete"
    >
      <p className="text-success flex items-center justify-center gap-2 text-lg font-bold">
        <PartyPopper className="size-5" aria-hidden />{" "}
        {complete ? CARD_COMPLETE_TITLE : REWARD_READY}
      </p>
      {atCounter && (
        <p className="font-medium" data-testid="card-complete-counter">
          {collectAtCounter(ready)}
        </p>
      )}
      <p className="text-sm">
        {atCounter ? "Or text" : `You earned ${ready.map(yourReward).join(" and ")}. Text`}{" "}
        <strong>{owner.handle}</strong> your username{" "}
        <strong className="font-mono wrap-anywhere">{username}</strong> on {owner.app}
        {atCounter ? "." : " to claim it."}
      </p>
      {/* The outline button's classes written out: the Button component brings tailwind-merge
          (about 8 KB) into the dashboard's first load (components/ui/plain-classes.ts). */}
      <a href={owner.url} target="_blank" rel="noopener noreferrer" className={OUTLINE_BUTTON}>
        <MessageCircle aria-hidden /> Message {owner.handle}
      </a>
    </div>
  );
}
