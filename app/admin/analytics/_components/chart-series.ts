// The charts' colours and series, apart from charts.tsx so the page can name them without
// loading Recharts. SVG attributes take no CSS variables: the theme's primary, as hex. Each
// series is named by its column in the catalogue (adminSettings.analytics.columns).
export const PUNCHES_COLOR = "#4f34b4";
export const CODES_COLOR = "#d97706";

export type SeriesName = "codes" | "issued" | "redeemed" | "customers" | "handedOver";
export type Series = { key: string; name: SeriesName; color: string };

export const SERIES = {
  codes: [{ key: "codes", name: "codes", color: CODES_COLOR }],
  tokens: [
    { key: "issued", name: "issued", color: PUNCHES_COLOR },
    { key: "redeemed", name: "redeemed", color: CODES_COLOR },
  ],
  customers: [{ key: "customers", name: "customers", color: PUNCHES_COLOR }],
  rewards: [{ key: "handedOver", name: "handedOver", color: PUNCHES_COLOR }],
} satisfies Record<string, Series[]>;
