"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { Redemption } from "@/lib/rewards/redeem-token";
import { refreshUnread } from "@/components/inbox/unread-store";
import { saveCard } from "@/components/pwa/saved-card";
import type { RewardsSummary } from "@/lib/rewards/queries";
import { useRedeem, type Refusal } from "./use-redeem";

type Rewards = {
  summary: RewardsSummary;
  redeem: (raw: string) => Promise<boolean>;
  /** Uses one of the customer's own free tokens, and drops it from the list when it worked. */
  redeemOwned: (id: string) => Promise<boolean>;
  pending: boolean;
  refusal: Refusal | null;
  /** Takes the refusal off screen (the customer read it). */
  dismissRefusal: () => void;
};

const RewardsContext = createContext<Rewards | null>(null);

/** The dashboard's live figures and its redemption, for the small client parts inside it. */
export function useRewards(): Rewards {
  const rewards = useContext(RewardsContext);
  if (!rewards) throw new Error("useRewards is used outside RewardsDashboard");
  return rewards;
}

type Props = { initial: RewardsSummary; children?: React.ReactNode };

/**
 * Holds the customer's figures, updated by each redemption without a reload. The screen itself
 * is rendered on the server (cards, buttons, links ship no JavaScript and hydrate nothing);
 * only the parts that show a changing figure or take a tap are client components reading this.
 */
export function RewardsDashboard({ initial, children }: Props) {
  const [summary, setSummary] = useState(initial);
  const onRedeemed = useCallback((r: Redemption) => {
    setSummary((s) => ({
      ...s,
      xp: r.xp,
      level: r.level,
      punches: r.punches,
      isComplete: r.isComplete,
      freeTokens: [...s.freeTokens, ...r.tokensIssued],
    }));
    // A punch can bring a message (a full card, a level-up): the bell shows it at once.
    void refreshUnread();
  }, []);
  const { redeem, pending, announcement, refusal, dismiss } = useRedeem(onRedeemed);

  const redeemOwned = useCallback(
    async (id: string) => {
      const ok = await redeem(id);
      if (ok) setSummary((s) => ({ ...s, freeTokens: s.freeTokens.filter((t) => t !== id) }));
      return ok;
    },
    [redeem],
  );

  useAutoRedeem(redeem);
  // The installed app keeps the card it last saw, for the offline page to show.
  useEffect(() => saveCard(summary), [summary]);

  const rewards = useMemo(
    () => ({ summary, redeem, redeemOwned, pending, refusal, dismissRefusal: dismiss }),
    [summary, redeem, redeemOwned, pending, refusal, dismiss],
  );
  return (
    <RewardsContext value={rewards}>
      <p className="sr-only" aria-live="polite" data-testid="redeem-status">
        {announcement}
      </p>
      {children}
    </RewardsContext>
  );
}

/** SPEC §2: a `token` in the address is redeemed after 500 ms, then removed from the address. */
function useAutoRedeem(redeem: (raw: string) => Promise<boolean>) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const done = useRef(false);
  const token = params.get("token");
  useEffect(() => {
    if (!token || done.current) return;
    const timer = setTimeout(() => {
      done.current = true;
      void redeem(token).finally(() => router.replace(pathname, { scroll: false }));
    }, 500);
    return () => clearTimeout(timer);
  }, [token, redeem, router, pathname]);
}
