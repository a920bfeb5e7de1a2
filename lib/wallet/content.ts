import type { StampIcon } from "@/lib/program/look";

// What a pass shows, in the customer's language, made once from the card (lib/wallet/card.ts)
// and drawn by each wallet in its own format (lib/wallet/apple, lib/wallet/google).

/** One labelled figure. `changeMessage`: the lock-screen sentence when its value changes ("%@"). */
export type PassField = { key: string; label: string; value: string; changeMessage?: string };

export type PassContent = {
  /** The pass's serial number (Apple) and the loyalty object's id suffix (Google). */
  serial: string;
  /** The customer's language (BCP 47), for the pass's own words and the badge. */
  locale: string;
  shopName: string;
  /** What the pass is, for accessibility: "Loyalty card of {shop}". */
  description: string;
  colors: { background: string; foreground: string; label: string };
  /** The shop's logo as PNG, or none (the shop's name stands alone). */
  logo: Buffer | null;
  /** A square PNG (the app's icon), at least 87 px: Apple's pass icon. */
  icon: Buffer;
  /** The stamps drawn on the strip (Apple) and hero (Google) image. */
  stamps: { filled: number; total: number; icon: StampIcon };
  /** The count, "7 / 10", over the strip. */
  count: PassField;
  /** The next reward and the rewards waiting (the latter carries the change message). */
  secondary: PassField[];
  /** The customer's level and tier. */
  auxiliary: PassField[];
  /** The terms and the shop's address, on the back. */
  back: PassField[];
  /** The customer's member code: the counter's search finds them by it. */
  barcode: { message: string; altText: string };
  /** Where the lock screen offers the pass (Apple's limit: ten). */
  locations: { latitude: number; longitude: number; relevantText: string }[];
  /** A deleted customer's last update: Apple `voided`, Google `INACTIVE`. */
  voided: boolean;
  /** When the content last changed. */
  updatedAt: Date;
};
