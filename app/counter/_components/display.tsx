"use client";

import { WifiOff } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { QrImage, punchTokenUrl } from "@/components/rewards/qr-image";
import { Skeleton } from "@/components/ui/skeleton";
import { useCustomerCard } from "@/components/rewards/use-card";
import { waitingRewards } from "@/components/rewards/card-messages";
import type { CounterEvent, CounterRefusal } from "@/lib/counter/event";
import type { CardReward } from "@/lib/program/card";
import { formatShortCode } from "@/lib/security/short-code";
import { cn } from "@/lib/utils";
import { useCounterEvents } from "./display-events";
import { DisplayMenu } from "./display-menu";
import { useDisplayNotices } from "./display-notices";
import { DisplayNotices } from "./display-notices-view";
import { DisplayRedeemed } from "./display-redeemed";
import { TokenPunches } from "@/components/rewards/token-punches";
import { useCounterToken } from "./display-token";
import { useWakeLock } from "./display-wake-lock";

type Props = {
  shopName: string;
  publicSiteUrl: string | null;
  /** The program: the card a customer without one opens, and the most punches per token. */
  program: { cardSize: number; rewards: CardReward[]; maxTokenPunches: number };
};

// How long the customer's name and count stay up before the next QR; a full card waits longer
// for the hand-over. A new customer and a refusal stay longer, over the QR (display-notices.ts).
const SHOW_MS = 5_000;
const SHOW_COMPLETE_MS = 60_000;
// Drawn large and scaled down by CSS to the screen, so it stays sharp on a tablet.
const QR_PIXELS = 720;

/**
 * The counter display: a fresh punch token as a QR the customer scans, the shop's name and the
 * token to type when a camera fails. When the token is used the display hears it from the
 * server at once and shows who collected the punch, then a new QR.
 */
export function CounterDisplay({ shopName, publicSiteUrl, program }: Props) {
  const t = useTranslations("counter");
  const { token, next, wasShown, punchesOf, choose, resetPunches } = useCounterToken();
  const [shown, setShown] = useState<CounterEvent | null>(null);
  const fallback = {
    size: program.cardSize,
    rewards: program.rewards.map((r) => ({ ...r, handedOver: false })),
  };
  const { card, set: setCard } = useCustomerCard(shown?.userId ?? null, fallback, shown?.id);
  const seen = useRef(new Set<string>());
  useWakeLock();

  const { welcome, refusal, heard } = useDisplayNotices();

  const onRedeemed = useCallback(
    (event: CounterEvent) => {
      // Every counter display hears every shop token; this one shows its own, once.
      if (!wasShown(event.tokenId) || seen.current.has(event.tokenId)) return;
      seen.current.add(event.tokenId);
      setShown(event);
      heard({ redeemed: event });
      // A token of several punches is for one sale: the next one carries one again.
      resetPunches();
      void next();
    },
    [wasShown, next, heard, resetPunches],
  );
  const onRefused = useCallback(
    (refused: CounterRefusal) => {
      // Only this display's tokens: a refused token stays up when it is still unused.
      if (wasShown(refused.tokenId)) heard({ refused });
    },
    [wasShown, heard],
  );
  const status = useCounterEvents(onRedeemed, onRefused);

  // A reward to hand over (known once the card is read) keeps the screen up longer.
  const rewardsToHand = card ? waitingRewards(card).length : 0;
  const waitLonger = shown?.isComplete || rewardsToHand > 0;
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), waitLonger ? SHOW_COMPLETE_MS : SHOW_MS);
    return () => clearTimeout(timer);
  }, [shown, waitLonger]);

  const away = status !== "live";
  // "Scan to collect +3 punches", the "+3" drawn as a badge.
  const scanMany = t.rich("token.scanMany", {
    count: token?.punches ?? 1,
    size: (chunks) => (
      <bdi
        className="bg-primary text-primary-foreground rounded-full px-3 py-0.5 font-bold tabular-nums"
        data-testid="counter-token-punches"
      >
        {chunks}
      </bdi>
    ),
  });
  // The new customer's own screen already says so.
  const greeted = welcome?.id === shown?.id ? null : welcome;
  const noticed = greeted !== null || refusal !== null;
  return (
    <main
      className="bg-background relative flex min-h-dvh flex-col items-center justify-center gap-4 p-4 select-none"
      data-testid="counter-display"
      data-status={status}
    >
      <div className="absolute end-2 top-2">
        <DisplayMenu />
      </div>
      {away && (
        <p
          role="alert"
          className={cn(
            "absolute inset-x-0 top-0 flex items-center justify-center gap-2 px-14 py-3 text-center font-semibold",
            status === "connecting" ? "bg-muted" : "bg-amber-400 text-amber-950",
          )}
          data-testid="counter-banner"
        >
          {status !== "connecting" && <WifiOff aria-hidden className="size-5 shrink-0" />}
          {t(`display.banner.${status}`)}
        </p>
      )}
      <h1 className="mt-10 text-center text-3xl font-bold break-words sm:text-5xl landscape:mt-6">
        {shopName}
      </h1>
      <DisplayNotices welcome={greeted} refusal={refusal} />
      {shown ? (
        <DisplayRedeemed
          event={shown}
          // The server's count of the token's punches where the event has it.
          added={(shown as CounterEvent & { added?: number }).added ?? punchesOf(shown.tokenId)}
          card={card}
          size={(shown as CounterEvent & { size?: number }).size ?? program.cardSize}
          onHandedOver={({ card: after, closed }) => {
            setCard(shown.userId, after);
            // Back to the QR once nothing is left to hand over.
            if (closed || waitingRewards(after).length === 0) setShown(null);
          }}
          onDone={() => setShown(null)}
        />
      ) : (
        <div className="flex flex-col items-center gap-4 landscape:flex-row landscape:gap-10">
          <div
            className={cn(
              "w-[min(88vw,62dvh)] transition-opacity landscape:w-[min(50vw,72dvh)] [&_img]:h-auto [&_img]:w-full",
              away && "opacity-25",
              // A notice over it takes height a landscape screen does not have to spare.
              noticed && "landscape:w-[min(50vw,52dvh)]",
            )}
            data-testid="counter-qr"
            data-token={token?.id ?? ""}
          >
            {token ? (
              <QrImage
                value={punchTokenUrl(publicSiteUrl, token.id)}
                size={QR_PIXELS}
                label={t("token.qrLabel")}
              />
            ) : (
              <Skeleton className="aspect-square w-full" />
            )}
          </div>
          <div className="flex max-w-sm flex-col items-center gap-2 text-center">
            {token && token.punches > 1 ? (
              <p className="text-2xl font-semibold sm:text-3xl">{scanMany}</p>
            ) : (
              <p className="text-2xl font-semibold sm:text-3xl">{t("display.scanOne")}</p>
            )}
            <p className="text-muted-foreground text-base sm:text-lg">{t("display.typeCode")}</p>
            <code
              className="bg-muted rounded-lg px-4 py-2 font-mono text-3xl font-bold tracking-widest sm:text-4xl"
              dir="ltr"
              data-testid="counter-code"
            >
              {token ? formatShortCode(token.code) : "…"}
            </code>
            {program.maxTokenPunches > 1 && (
              <TokenPunches
                max={program.maxTokenPunches}
                value={token?.punches ?? 1}
                onChoose={(n) => void choose(n)}
              />
            )}
          </div>
        </div>
      )}
    </main>
  );
}
