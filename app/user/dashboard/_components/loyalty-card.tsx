import { MessageCircle, PartyPopper } from "lucide-react";
import { PunchGrid } from "@/components/rewards/punch-grid";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";

type Props = {
  punches: number;
  isComplete: boolean;
  username: string;
  owner: { handle: string; url: string; app: string };
};

export function LoyaltyCard({ punches, isComplete, username, owner }: Props) {
  return (
    <Card data-testid="loyalty-card" data-punches={punches}>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Loyalty Card</CardTitle>
        <span className="text-2xl font-bold tabular-nums" data-testid="punch-count">
          {punches} / {PUNCHES_PER_CARD}
        </span>
      </CardHeader>
      <CardContent className="space-y-4">
        <Progress
          value={(punches / PUNCHES_PER_CARD) * 100}
          aria-label={`${punches} of ${PUNCHES_PER_CARD} punches`}
        />
        <PunchGrid punches={punches} />
        {isComplete ? (
          <div
            className="bg-success/10 space-y-3 rounded-xl p-4 text-center"
            data-testid="card-complete"
          >
            <p className="text-success flex items-center justify-center gap-2 text-lg font-bold">
              <PartyPopper className="size-5" aria-hidden /> Card Complete!
            </p>
            <p className="text-sm">
              You earned a free product. Text <strong>{owner.handle}</strong> your username{" "}
              <strong className="font-mono wrap-anywhere">{username}</strong> on {owner.app} to
              claim it.
            </p>
            <Button asChild variant="outline">
              <a href={owner.url} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden /> Message {owner.handle}
              </a>
            </Button>
          </div>
        ) : (
          <p className="text-muted-foreground text-center text-sm">
            {PUNCHES_PER_CARD - punches} more{" "}
            {PUNCHES_PER_CARD - punches === 1 ? "punch" : "punches"} to your free product.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
