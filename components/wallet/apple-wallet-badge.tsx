import { BADGE_CLASS } from "./badge-classes";
import { AppleWalletGlyph } from "./wallet-glyphs";

/**
 * "Add to Apple Wallet": a plain link to the customer's .pkpass, no script. On an iPhone Safari
 * opens the pass in Wallet itself.
 */
export function AppleWalletBadge({ label }: { label: string }) {
  return (
    <a
      href="/api/me/wallet/apple"
      className={BADGE_CLASS}
      data-testid="add-to-apple-wallet"
      type="application/vnd.apple.pkpass"
    >
      <AppleWalletGlyph />
      <span className="min-w-0 text-start break-words">{label}</span>
    </a>
  );
}
