"use client";

import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { BADGE_CLASS } from "./badge-classes";
import { GoogleWalletGlyph } from "./wallet-glyphs";

type Props = { label: string; opening: string; failed: string };

/**
 * "Add to Google Wallet": the customer's save link is made on demand (it is signed and
 * short-lived), then the browser goes there. Its words come translated from the server page:
 * the dashboard's first load carries no next-intl client code.
 */
export function GoogleWalletButton({ label, opening, failed }: Props) {
  const [pending, setPending] = useState(false);

  async function add() {
    if (pending) return;
    setPending(true);
    try {
      const { url } = await api<{ url: string }>("/me/wallet/google");
      // Leaving the page: the button stays busy until it is gone.
      window.location.assign(url);
    } catch (error) {
      const message = errorMessage(error, failed);
      notify.error(failed, message === failed ? undefined : message);
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={add}
      disabled={pending}
      aria-busy={pending || undefined}
      className={BADGE_CLASS}
      data-testid="add-to-google-wallet"
    >
      {pending ? (
        <span className="flex h-6 w-8 shrink-0 items-center justify-center">
          <Spinner />
        </span>
      ) : (
        <GoogleWalletGlyph />
      )}
      <span className="min-w-0 text-start break-words">{pending ? opening : label}</span>
    </button>
  );
}
