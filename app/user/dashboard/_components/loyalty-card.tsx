import { MessageCircle, PartyPopper, Sparkles } from "lucide-react";
import { CARD_COMPLETE_TITLE, showAtCounter } from "@/lib/rewards/messages";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LiveCard, LivePunchCount } from "./live-figures";

type Props = {
  username: string;
  owner: { handle: string; url: string; app: string };
  rewardName: string;
  /** The shop hands over free products at the counter: the full card says so first. */
  atCounter: boolean;
  /** Just joined at the counter: a word of welcome over the card. */
  welcome?: { shopName: string; punches: number };
};

/** Rendered on the server; the count, bar and slots are the client parts (live-figures.tsx). */
export function LoyaltyCard({ username, owner, rewardName, atCounter, welcome }: Props) {
  return (
    <Card data-testid="loyalty-card">
      {welcome && (
        <div
          className="bg-primary/10 -mt-5 space-y-1 rounded-t-xl px-5 py-4 sm:-mt-6 sm:px-6"
          data-testid="welcome"
        >
          <p className="text-primary flex items-center gap-2 text-lg font-bold wrap-anywhere">
            <Sparkles className="size-5 shrink-0" aria-hidden /> Welcome to {welcome.shopName}!
          </p>
          <p className="text-sm">
            {welcome.punches === 1 ? "Your first punch is on your card." : "You're in."} Collect
            them here each visit, until the card earns your free {rewardName}.
          </p>
        </div>
      )}
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Loyalty Card</CardTitle>
        <LivePunchCount />
      </CardHeader>
      <CardContent className="space-y-4">
        <LiveCard
          rewardName={rewardName}
          complete={
            <div
              className="bg-success/10 space-y-3 rounded-xl p-4 text-center"
              data-testid="card-complete"
            >
              <p className="text-success flex items-center justify-center gap-2 text-lg font-bold">
                <PartyPopper className="size-5" aria-hidden /> {CARD_COMPLETE_TITLE}
              </p>
              {atCounter && (
                <p className="font-medium" data-testid="card-complete-counter">
                  {showAtCounter(rewardName)}
                </p>
              )}
              <p className="text-sm">
                {atCounter ? "Or text" : `You earned a free ${rewardName}. Text`}{" "}
                <strong>{owner.handle}</strong> your username{" "}
                <strong className="font-mono wrap-anywhere">{username}</strong> on {owner.app}
                {atCounter ? "." : " to claim it."}
              </p>
              <Button asChild variant="outline">
                <a href={owner.url} target="_blank" rel="noopener noreferrer">
                  <MessageCircle aria-hidden /> Message {owner.handle}
                </a>
              </Button>
            </div>
          }
        />
      </CardContent>
    </Card>
  );
}
