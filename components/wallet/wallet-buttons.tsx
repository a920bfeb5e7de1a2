import { AppleWalletBadge } from "./apple-wallet-badge";
import { GoogleWalletButton } from "./google-wallet-button";
import type { WalletKind } from "./wallet-choice";

export type WalletButtonWords = {
  label: string;
  addToApple: string;
  addToGoogle: string;
  opening: string;
  failed: string;
};

/** The words, translated by the server page (the dashboard's first load has no next-intl client). */
export function walletButtonWords(t: (key: keyof WalletButtonWords) => string): WalletButtonWords {
  return {
    label: t("label"),
    addToApple: t("addToApple"),
    addToGoogle: t("addToGoogle"),
    opening: t("opening"),
    failed: t("failed"),
  };
}

/** Under the customer's card: the one wallet button their device and the shop allow, or none. */
export function WalletButtons({
  wallet,
  words,
}: {
  wallet: WalletKind | null;
  words: WalletButtonWords;
}) {
  if (!wallet) return null;
  return (
    <section aria-label={words.label} className="flex justify-center" data-testid="wallet-buttons">
      {wallet === "apple" ? (
        <AppleWalletBadge label={words.addToApple} />
      ) : (
        <GoogleWalletButton
          label={words.addToGoogle}
          opening={words.opening}
          failed={words.failed}
        />
      )}
    </section>
  );
}
