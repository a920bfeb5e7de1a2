"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { LazyInstallPrompt } from "@/components/pwa/lazy-install-prompt";
import type { Redemption } from "@/lib/rewards/redeem-token";
import type { RewardsSummary } from "@/lib/rewards/queries";
import { FreeTokens } from "./free-tokens";
import { LoyaltyCard } from "./loyalty-card";
import { RewardsHeader } from "./rewards-header";
import { ScanTokenPanel } from "./scan-token-panel";
import { useRedeem } from "./use-redeem";

type Props = {
  initial: RewardsSummary;
  owner: { handle: string; url: string; app: string };
  /** Server-rendered quick links, placed under the header. */
  links?: React.ReactNode;
  children?: React.ReactNode;
};

export function RewardsDashboard({ initial, owner, links, children }: Props) {
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
  }, []);
  const { redeem, pending, announcement, refusal } = useRedeem(onRedeemed);

  const redeemOwned = useCallback(
    async (id: string) => {
      const ok = await redeem(id);
      if (ok) setSummary((s) => ({ ...s, freeTokens: s.freeTokens.filter((t) => t !== id) }));
      return ok;
    },
    [redeem],
  );

  useAutoRedeem(redeem);

  return (
    <>
      <p className="sr-only" aria-live="polite" data-testid="redeem-status">
        {announcement}
      </p>
      <RewardsHeader username={summary.username} xp={summary.xp} />
      {links}
      <LoyaltyCard
        punches={summary.punches}
        isComplete={summary.isComplete}
        username={summary.username}
        owner={owner}
      />
      <FreeTokens
        tokens={summary.freeTokens}
        redeem={redeemOwned}
        pending={pending}
        cardComplete={summary.isComplete}
      />
      <ScanTokenPanel redeem={redeem} pending={pending} refusal={refusal} />
      {children}
      {/* Last: it appears only after hydration on phones, so it must not push the card down. */}
      <LazyInstallPrompt className="w-full" />
    </>
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
