// Stand-ins for Apple's and Google's wallet glyphs, drawn in their badges' shapes and colours
// until the official artwork is added (docs/wallet.md). Decorative: the badge's words name it.

export function AppleWalletGlyph() {
  return (
    <svg viewBox="0 0 32 26" className="h-6 w-auto shrink-0" aria-hidden focusable="false">
      <rect x="1" y="1" width="30" height="24" rx="5" fill="#1c1c1e" stroke="#d1d1d6" />
      <rect x="4" y="4" width="24" height="7" rx="2" fill="#3396d3" />
      <rect x="4" y="7" width="24" height="7" rx="2" fill="#f5b53f" />
      <rect x="4" y="10" width="24" height="7" rx="2" fill="#4cb050" />
      <rect x="4" y="13" width="24" height="7" rx="2" fill="#f26b3a" />
      <path d="M1 15h9c1.5 0 2 3 6 3s4.5-3 6-3h9v5a5 5 0 0 1-5 5H6a5 5 0 0 1-5-5z" fill="#d1d1d6" />
    </svg>
  );
}

export function GoogleWalletGlyph() {
  return (
    <svg viewBox="0 0 32 26" className="h-6 w-auto shrink-0" aria-hidden focusable="false">
      <rect x="2" y="1" width="28" height="12" rx="4" fill="#ea4335" />
      <rect x="2" y="5" width="28" height="12" rx="4" fill="#fbbc04" />
      <rect x="2" y="9" width="28" height="12" rx="4" fill="#34a853" />
      <path
        d="M2 17c0-2 1.6-3.5 3.5-3.5H11c1.8 0 3 2.5 5 2.5s3.2-2.5 5-2.5h5.5c1.9 0 3.5 1.5 3.5 3.5v4a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4z"
        fill="#4285f4"
      />
    </svg>
  );
}
