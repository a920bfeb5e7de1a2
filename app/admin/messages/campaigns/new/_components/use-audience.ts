"use client";

import { useEffect, useState } from "react";
import { api, errorMessage } from "@/lib/http/fetcher";
import { audienceQuery } from "../../../_components/segment";
import type { Segment } from "../../../_components/types";

export type Audience =
  | { status: "counting" }
  | { status: "counted"; customers: number }
  | { status: "failed"; message: string };

/** How long the picker rests before it counts: typing "60" asks once, not for 6 and 60. */
const REST_MS = 300;

/** The live number of customers a segment reaches (GET /api/campaigns/audience). */
export function useAudience(segment: Segment | null, failed: string) {
  const query = segment ? audienceQuery(segment) : null;
  const [answer, setAnswer] = useState<{ query: string; audience: Audience } | null>(null);

  useEffect(() => {
    if (query === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<{ customers: number }>(`/campaigns/audience?${query}`, { signal: controller.signal })
        .then(({ customers }) => setAnswer({ query, audience: { status: "counted", customers } }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = errorMessage(error, failed);
          setAnswer({ query, audience: { status: "failed", message } });
        });
    }, REST_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, failed]);

  // An answer for another segment than the one picked now is no answer.
  const audience: Audience =
    answer && answer.query === query ? answer.audience : { status: "counting" };
  return audience;
}

/** Counts once more, right before the confirmation names the number. */
export async function countAudience(segment: Segment): Promise<number> {
  const { customers } = await api<{ customers: number }>(
    `/campaigns/audience?${audienceQuery(segment)}`,
  );
  return customers;
}
