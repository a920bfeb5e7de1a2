"use client";

import { Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  tokens: string[];
  redeem: (id: string) => Promise<boolean>;
  pending: boolean;
  cardComplete: boolean;
};

/** Level-up rewards: free punch tokens the customer owns and can use whenever they like. */
export function FreeTokens({ tokens, redeem, pending, cardComplete }: Props) {
  if (tokens.length === 0) return null;
  return (
    <Card className="border-amber-300 bg-amber-50" data-testid="free-tokens">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gift className="size-5 text-amber-700" aria-hidden />
          Free punches: {tokens.length}
        </CardTitle>
        <CardDescription>
          {cardComplete
            ? "Claim your free product first; these wait for your next card."
            : "Earned by levelling up. Use one to add a punch to your card."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          onClick={() => void redeem(tokens[0]!)}
          disabled={pending || cardComplete}
          className="w-full"
          data-testid="use-free-token"
        >
          Use a free punch
        </Button>
      </CardContent>
    </Card>
  );
}
