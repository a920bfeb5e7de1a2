"use client";

import { useCallback, useState } from "react";
import { notifyLevelUp } from "@/components/rewards/level-up-toasts";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { Redemption } from "@/lib/rewards/redeem-token";
import { valueFromScan } from "@/lib/rewards/scan-text";
import { translateText, type Translate } from "@/lib/i18n/text";
import type { CardView } from "@/lib/program/card";
import {
  CARD_COMPLETE_TITLE,
  ENTER_TOKEN,
  freeTokensEarned,
  INVALID_TOKEN,
  INVALID_TOKEN_TITLE,
  PUNCH_ADDED,
  PUNCH_ADDED_DETAIL,
  refusalTitle,
} from "@/lib/rewards/messages";

/** A refused token, kept on screen until the customer dismisses it or tries again. */
export type Refusal = { title: string; message: string; wait: boolean };

// The answers that refuse the token itself or the punch it would give (used or unknown,
// expired or voided, blocked, a full card, a cooldown or the daily maximum); anything else
// (the network, the server) is only a toast.
const TOKEN_REFUSALS = new Set(["not_found", "gone", "forbidden", "conflict", "rate_limited"]);

/** `title`: as lib/rewards/messages.ts writes it (a catalogue key once there is one). */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || !TOKEN_REFUSALS.has(error.code)) return null;
  const message = errorMessage(error, INVALID_TOKEN);
  const title =
    error.code === "conflict"
      ? CARD_COMPLETE_TITLE
      : error.code === "not_found"
        ? INVALID_TOKEN_TITLE
        : (refusalTitle(error.code) ?? INVALID_TOKEN_TITLE);
  return { title, message, wait: error.code === "rate_limited" };
}

/**
 * Redeems a token and tells the customer what happened, by toast and to screen readers; a
 * refusal also stays on screen until they dismiss it, so a customer who looked away from a
 * toast still reads why and what to do next. `translator`: the page's words for what it says,
 * loaded after the first paint (card-view.tsx); the API's refusals come already translated.
 */
export function useRedeem(
  onRedeemed: (result: Redemption) => Promise<{ added: number; card: CardView }>,
  translator: () => Promise<Translate>,
) {
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const dismiss = useCallback(() => setRefusal(null), []);

  const redeem = useCallback(
    async (raw: string) => {
      const t = await translator();
      const text = (sentence: string) => translateText(sentence, t);
      const tokenId = valueFromScan(raw, "token");
      if (!tokenId) {
        notify.error(t("card.dashboard.error"), text(ENTER_TOKEN));
        return false;
      }
      setPending(true);
      setRefusal(null);
      try {
        const result = await api<Redemption>("/token/use", { method: "POST", body: { tokenId } });
        const { added, card } = await onRedeemed(result);
        notify.success(text(PUNCH_ADDED), text(PUNCH_ADDED_DETAIL));
        setAnnouncement(
          t("card.dashboard.punchesAdded", {
            count: added,
            punches: card.punches,
            size: card.size,
          }),
        );
        notifyLevelUp(result, text, (count) => text(freeTokensEarned(count)));
        return true;
      } catch (error) {
        const refused = refusalOf(error);
        const message = text(refused?.message ?? errorMessage(error, INVALID_TOKEN));
        if (!refused) notify.error(t("card.dashboard.error"), message);
        else if (refused.title === INVALID_TOKEN_TITLE) notify.error(text(refused.title), message);
        else notify.warning(text(refused.title), message, 5000);
        setRefusal(refused && { ...refused, title: text(refused.title), message });
        setAnnouncement(message);
        return false;
      } finally {
        setPending(false);
      }
    },
    [onRedeemed, translator],
  );

  return { redeem, pending, announcement, refusal, dismiss };
}
