"use client";

import { useCallback, useState } from "react";
import { notifyLevelUp } from "@/components/rewards/level-up-toasts";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { Redemption } from "@/lib/rewards/redeem-token";
import { valueFromScan } from "@/lib/rewards/scan-text";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
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

/** A refusal the customer should keep reading after the toast is gone: an earn rule's wait. */
export type Refusal = { title: string; message: string; wait: boolean };

/**
 * Redeems a token and tells the customer what happened, by toast and to screen readers; an
 * earn rule's refusal (when to come back) also stays on screen.
 */
export function useRedeem(onRedeemed: (result: Redemption) => void) {
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const redeem = useCallback(
    async (raw: string) => {
      const tokenId = valueFromScan(raw, "token");
      if (!tokenId) {
        notify.error("Error", ENTER_TOKEN);
        return false;
      }
      setPending(true);
      setRefusal(null);
      try {
        const result = await api<Redemption>("/token/use", { method: "POST", body: { tokenId } });
        onRedeemed(result);
        notify.success(PUNCH_ADDED, PUNCH_ADDED_DETAIL);
        setAnnouncement(`Punch added. ${result.punches} of ${PUNCHES_PER_CARD} punches.`);
        notifyLevelUp(result, freeTokensEarned);
        return true;
      } catch (error) {
        const complete = error instanceof ApiError && error.code === "conflict";
        const message = errorMessage(error, INVALID_TOKEN);
        const code = error instanceof ApiError ? error.code : null;
        const title = code ? refusalTitle(code) : null;
        if (complete) notify.warning(CARD_COMPLETE_TITLE, message, 5000);
        else if (error instanceof ApiError && error.code === "not_found")
          notify.error(INVALID_TOKEN_TITLE, message);
        else if (title) {
          notify.warning(title, message, 5000);
          setRefusal({ title, message, wait: code === "rate_limited" });
        } else notify.error("Error", message);
        setAnnouncement(message);
        return false;
      } finally {
        setPending(false);
      }
    },
    [onRedeemed],
  );

  return { redeem, pending, announcement, refusal };
}
