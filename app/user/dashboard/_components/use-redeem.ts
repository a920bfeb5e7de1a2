"use client";

import { useCallback, useState } from "react";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import type { Redemption } from "@/lib/rewards/redeem-token";
import { valueFromScan } from "@/lib/rewards/scan-text";

/** Redeems a token and tells the customer what happened, by toast and to screen readers. */
export function useRedeem(onRedeemed: (result: Redemption) => void) {
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState("");

  const redeem = useCallback(
    async (raw: string) => {
      const tokenId = valueFromScan(raw, "token");
      if (!tokenId) {
        notify.error("Error", "Please enter a token");
        return false;
      }
      setPending(true);
      try {
        const result = await api<Redemption>("/token/use", { method: "POST", body: { tokenId } });
        onRedeemed(result);
        notify.success("Punch Added!", "Your loyalty card has been updated");
        setAnnouncement(`Punch added. ${result.punches} of 10 punches.`);
        if (result.leveledUp)
          notify.success(`Level Up! You reached level ${result.newLevel}`, undefined, 5000);
        if (result.tokensIssued.length > 0) {
          notify.success(
            "Free punch earned!",
            `You earned ${result.tokensIssued.length} free punch token${result.tokensIssued.length > 1 ? "s" : ""} for levelling up.`,
            5000,
          );
        }
        return true;
      } catch (error) {
        const complete = error instanceof ApiError && error.code === "conflict";
        const message =
          error instanceof ApiError
            ? error.message
            : "This token has already been used or does not exist";
        if (complete) notify.warning("Card Complete!", message, 5000);
        else if (error instanceof ApiError && error.code === "not_found")
          notify.error("Invalid Token", message);
        else notify.error("Error", message);
        setAnnouncement(message);
        return false;
      } finally {
        setPending(false);
      }
    },
    [onRedeemed],
  );

  return { redeem, pending, announcement };
}
