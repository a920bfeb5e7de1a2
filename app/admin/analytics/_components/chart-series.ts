// The charts' colours and series, apart from charts.tsx so the page can name them without
// loading Recharts. SVG attributes take no CSS variables: the theme's primary, as hex.
export const PUNCHES_COLOR = "#4f34b4";
export const CODES_COLOR = "#d97706";

export type Series = { key: string; name: string; color: string };

export const SERIES = {
  codes: [{ key: "codes", name: "Codes verified", color: CODES_COLOR }],
  tokens: [
    { key: "issued", name: "Tokens issued", color: PUNCHES_COLOR },
    { key: "redeemed", name: "Tokens redeemed", color: CODES_COLOR },
  ],
  customers: [{ key: "customers", name: "Customers", color: PUNCHES_COLOR }],
  rewards: [{ key: "handedOver", name: "Handed over", color: PUNCHES_COLOR }],
} satisfies Record<string, Series[]>;
