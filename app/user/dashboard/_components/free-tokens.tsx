import { Gift } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FreeTokenNote, FreeTokenTitle, UseFreeToken, WhenFreeTokens } from "./free-tokens-live";

/** Level-up rewards: free punch tokens the customer owns and can use whenever they like. */
export function FreeTokens() {
  return (
    <WhenFreeTokens>
      <Card className="border-amber-300 bg-amber-50" data-testid="free-tokens">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Gift className="size-5 text-amber-700" aria-hidden />
            <FreeTokenTitle />
          </CardTitle>
          <CardDescription>
            <FreeTokenNote />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <UseFreeToken />
        </CardContent>
      </Card>
    </WhenFreeTokens>
  );
}
