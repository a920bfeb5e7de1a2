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
import { useLoaded } from "@/components/layout/use-loaded";
import type { CardLook } from "@/components/rewards/program-card";
import { api } from "@/lib/http/fetcher";
import type { IntlProps } from "@/lib/i18n/intl-props";
import type { Translate } from "@/lib/i18n/text";
import type { CardView } from "@/lib/program/card";
import type { RewardsSummary } from "@/lib/rewards/queries";
import { cardAfter, punchesOnCards } from "./card-after";
import type { DashboardWords } from "./dashboard-words";
import { useRedeem, type Refusal } from "./use-redeem";

type Rewards = {
  summary: RewardsSummary;
  /** The card as the program draws it: its size, rewards, what waits for the next card. */
  card: CardView;
  /** The punches the last token added ("+3"); null before the first. */
  added: number | null;
  redeem: (raw: string) => Promise<boolean>;
  /** Uses one of the customer's own free tokens, and drops it from the list when it worked. */
  redeemOwned: (id: string) => Promise<boolean>;
  pending: boolean;
  refusal: Refusal | null;
  /** Takes the refusal off screen (the customer read it). */
  dismissRefusal: () => void;
  /** The first load's words, translated by the page for the figures it was rendered with. */
  words: DashboardWords;
  /** The card's drawing and the translator for changed figures: null until loaded. */
  view: CardViewModule | null;
  t: Translate | null;
  intl: IntlProps;
};

/**
 * The card's drawing, next-intl's client code and the translator, in one module loaded as soon
 * as the page has hydrated, not at the first touch: a QR scanned with the phone's camera
 * redeems without a touch on the page, and on a first visit the service worker's precaching of
 * every script could hold a later import back for seconds.
 */
export const loadCardView = () => import("./card-view");
type CardViewModule = Awaited<ReturnType<typeof loadCardView>>;

const RewardsContext = createContext<Rewards | null>(null);

/** The dashboard's live figures and its redemption, for the small client parts inside it. */
export function useRewards(): Rewards {
  const rewards = useContext(RewardsContext);
  if (!rewards) throw new Error("useRewards is used outside RewardsDashboard");
  return rewards;
}

type Props = {
  userId: string;
  initial: RewardsSummary;
  initialCard: CardView;
  /** Kept with the card on the phone, for the offline page. */
  look: CardLook;
  shopName: string;
  /** The namespaces the later parts speak (`card`, `errors`), for their own provider. */
  intl: IntlProps;
  words: DashboardWords;
  children?: React.ReactNode;
};

/**
 * Holds the customer's figures, updated by each redemption without a reload. The screen itself
 * is rendered on the server (cards, buttons, links ship no JavaScript and hydrate nothing);
 * only the parts that show a changing figure or take a tap are client components reading this.
 */
export function RewardsDashboard({
  userId,
  initial,
  initialCard,
  look,
  shopName,
  intl,
  words,
  children,
}: Props) {
  const view = useLoaded(loadCardView, true);
  const t = useMemo(() => (view ? view.translatorOf(intl) : null), [view, intl]);
  const translator = useCallback(async () => (await loadCardView()).translatorOf(intl), [intl]);
  const [summary, setSummary] = useState(initial);
  const [card, setCard] = useState(initialCard);
  const [added, setAdded] = useState<number | null>(null);
  const cardNow = useRef(initialCard);
  const onRedeemed = useCallback(
    async (r: Redemption) => {
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
      // The card's rewards and the punches past its end come with the card itself; without
      // them (a network hiccup) the redemption's own figures still show.
      const before = cardNow.current;
      const fresh = await api<Partial<CardView>>(`/punchcard/${userId}`).catch(() => null);
      const next = cardAfter(before, { punches: r.punches, isComplete: r.isComplete, ...fresh });
      // The token's own count where the server says it (`added`), else what the card gained.
      const said = (r as Redemption & { added?: number }).added;
      const count = said ?? Math.max(1, punchesOnCards(next) - punchesOnCards(before));
      cardNow.current = next;
      setCard(next);
      setAdded(count);
      return { added: count, card: next };
    },
    [userId],
  );
  const { redeem, pending, announcement, refusal, dismiss } = useRedeem(onRedeemed, translator);

  const redeemOwned = useCallback(
    async (id: string) => {
      const ok = await redeem(id);
      if (ok) setSummary((s) => ({ ...s, freeTokens: s.freeTokens.filter((t) => t !== id) }));
      return ok;
    },
    [redeem],
  );

  useAutoRedeem(redeem);
  // The installed app keeps the card it last saw, for the offline page to show. Loaded after
  // the page: nothing on screen waits for it.
  useEffect(() => {
    void import("@/components/pwa/saved-card").then(({ saveCard }) =>
      saveCard({ ...summary, card, look, shopName }),
    );
  }, [summary, card, look, shopName]);

  const rewards = useMemo(
    () => ({
      summary,
      card,
      added,
      redeem,
      redeemOwned,
      pending,
      refusal,
      dismissRefusal: dismiss,
      words,
      view,
      t,
      intl,
    }),
    [summary, card, added, redeem, redeemOwned, pending, refusal, dismiss, words, view, t, intl],
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
