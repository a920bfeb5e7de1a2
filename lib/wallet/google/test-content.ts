import type { PassContent } from "@/lib/wallet/content";

/** A pass as lib/wallet/card.ts makes it, for the tests of Google's shapes. */
export function samplePassContent(overrides: Partial<PassContent> = {}): PassContent {
  return {
    serial: "0b6f5c1e-2d4a-4f7e-9a3b-5c6d7e8f9a0b",
    locale: "en",
    shopName: "Corner Café",
    description: "Loyalty card of Corner Café",
    colors: { background: "rgb(26, 43, 60)", foreground: "#ffffff", label: "#dddddd" },
    logo: null,
    icon: Buffer.alloc(0),
    stamps: { filled: 7, total: 10, icon: "cup" },
    count: { key: "stamps", label: "Stamps", value: "7 / 10" },
    secondary: [
      { key: "next", label: "Next reward", value: "Free coffee" },
      { key: "waiting", label: "Rewards waiting", value: "1", changeMessage: "%@ rewards" },
    ],
    auxiliary: [
      { key: "level", label: "Level", value: "3" },
      { key: "tier", label: "Tier", value: "Gold" },
    ],
    back: [{ key: "terms", label: "Terms", value: "One stamp a visit." }],
    barcode: { message: "PC-7KQ2M", altText: "7KQ2M" },
    locations: [{ latitude: 52.52, longitude: 13.405, relevantText: "Corner Café is near" }],
    voided: false,
    updatedAt: new Date("2026-12-01T10:00:00Z"),
    ...overrides,
  };
}
