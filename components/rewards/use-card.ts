"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "@/lib/http/fetcher";
import type { CardView } from "@/lib/program/card";

/** GET /api/punchcard/{id}: the card as today plus its size, rewards and waiting punches. */
export type CardAnswer = Partial<CardView> & { punches: number; isComplete: boolean };

/**
 * A card as the screens show it from the card's answer; a field the answer lacks keeps
 * `fallback`'s (the program's card of `size` with its rewards).
 */
export function cardFromAnswer(
  answer: CardAnswer,
  fallback: Pick<CardView, "size" | "rewards">,
): CardView {
  const size = answer.size ?? fallback.size;
  return {
    size,
    punches: answer.punches,
    rewards: answer.rewards ?? fallback.rewards,
    waiting: answer.waiting ?? 0,
    isComplete: answer.punches >= size,
  };
}

/**
 * A customer's card, read from the server when `userId` or `version` changes (a new scan of
 * the same customer); null until then, or when it could not be read. `set` takes a
 * hand-over's answer without another request.
 */
export function useCustomerCard(
  userId: string | null,
  fallback: Pick<CardView, "size" | "rewards">,
  version?: number,
) {
  const [card, setCard] = useState<{ userId: string; version?: number; card: CardView } | null>(
    null,
  );
  // The fallback is the program, fixed for the page's life.
  const opening = useRef(fallback);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api<CardAnswer>(`/punchcard/${userId}`).then(
      (answer) =>
        live && setCard({ userId, version, card: cardFromAnswer(answer, opening.current) }),
      // The screen keeps what the event said.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, version]);
  const set = useCallback(
    (id: string, next: CardView) => setCard({ userId: id, version, card: next }),
    [version],
  );
  return {
    card: card && card.userId === userId && card.version === version ? card.card : null,
    set,
  };
}
