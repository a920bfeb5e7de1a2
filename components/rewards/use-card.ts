"use client";

import { useCallback, useEffect, useState } from "react";
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
  fallback: Pick<CardView, "size" | "rewards"> & { waiting?: number },
): CardView {
  const size = answer.size ?? fallback.size;
  return {
    size,
    punches: answer.punches,
    rewards: answer.rewards ?? fallback.rewards,
    waiting: answer.waiting ?? fallback.waiting ?? 0,
    isComplete: answer.punches >= size,
  };
}

/**
 * A customer's card, read from the server when `userId` or `version` changes (a new scan of
 * the same customer); null until then, or when it could not be read. What the answer lacks
 * comes from `fallback`. `set` takes a hand-over's answer without another request.
 */
export function useCustomerCard(
  userId: string | null,
  fallback: Pick<CardView, "size" | "rewards"> & { waiting?: number },
  version?: number,
) {
  const [read, setRead] = useState<{
    userId: string;
    version?: number;
    answer: CardAnswer | CardView;
  } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let live = true;
    api<CardAnswer>(`/punchcard/${userId}`).then(
      (answer) => live && setRead({ userId, version, answer }),
      // The screen keeps what it had.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId, version]);
  const set = useCallback(
    (id: string, next: CardView) => setRead({ userId: id, version, answer: next }),
    [version],
  );
  // What the answer lacks comes from `fallback` as it is now (a row's own card, the program's).
  const current = read && read.userId === userId && read.version === version ? read.answer : null;
  return {
    card: current ? cardFromAnswer(current, fallback) : null,
    set,
  };
}
