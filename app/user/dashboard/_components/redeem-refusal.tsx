"use client";

import { CircleAlert, Clock, X } from "lucide-react";
import { PlainButton } from "@/components/ui/plain-button";
import { useRewards } from "./rewards-dashboard";

/**
 * Why the last token was refused (used, expired, blocked, a full card, a wait), with what to do
 * next: it stays until the customer dismisses it or tries another token, as a toast is gone
 * before a customer who looked up at the counter reads it.
 */
export function RedeemRefusal() {
  const { refusal, dismissRefusal, words } = useRewards();
  if (!refusal) return null;
  return (
    <div
      role="alert"
      className="border-warning/40 bg-warning/5 mt-3 flex items-start gap-2 rounded-lg border p-3 text-sm"
      data-testid="redeem-refusal"
    >
      {refusal.wait ? (
        <Clock className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CircleAlert className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      {/* The toast carried the heading; the reason says what to do next. */}
      <p className="min-w-0 flex-1 font-medium wrap-anywhere" data-testid="redeem-refusal-message">
        {refusal.message}
      </p>
      <PlainButton
        variant="ghost"
        size="icon"
        className="-my-2 -me-2"
        onClick={dismissRefusal}
        aria-label={words.dismiss}
        data-testid="redeem-refusal-dismiss"
      >
        <X aria-hidden />
      </PlainButton>
    </div>
  );
}
