// Files whose words are not in the catalogues yet (messages/, docs/languages.md): the lint
// rule against literal sentences (eslint.config.mjs) skips them. A file leaves this list when
// its words move to the catalogue; no file joins it. When it is empty, it goes. (Patterns:
// brackets and parentheses in a path are escaped.)
export const NOT_YET_TRANSLATED = [
  "components/auth/sign-in-qr-dialog.tsx",
  "components/rewards/ledger-timeline.tsx",
  "components/rewards/token-punches.tsx",
  "components/scanner/camera-controls.tsx",
  "components/scanner/qr-scanner.tsx",
  "components/ui/expiry-countdown.tsx",
];
