import { THEME_COLOR } from "@/lib/pwa/app-identity";

/** What the installed app shows: the shop's logo and card colour when set, the app's own otherwise. */
export type AppIcons = {
  /** The manifest's icons (purpose "any", "maskable" and, with a logo, "monochrome"). */
  manifest: {
    src: string;
    sizes: string;
    type: string;
    purpose: "any" | "maskable" | "monochrome";
  }[];
  /** The 192 px icon: the browser tab's and the manifest shortcuts'. */
  icon192: string;
  /** Safari's home-screen icon, 180 px. */
  apple: string;
  /** The status bar and splash screen colour. */
  themeColor: string;
};

type Look = { cardColor: string | null; logoIcons: Record<string, string> | null };

const upload = (id: string) => `/uploads/${id}`;

/** Today's icons, made from assets/icon.svg by scripts/icons.mjs. */
const OWN: AppIcons["manifest"] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

export function appIcons({ cardColor, logoIcons }: Look): AppIcons {
  const themeColor = cardColor ?? THEME_COLOR;
  const icons = logoIcons;
  if (!icons?.["192"] || !icons["512"] || !icons.maskable || !icons.apple) {
    return {
      manifest: OWN,
      icon192: "/icons/icon-192.png",
      apple: "/icons/apple-touch-icon.png",
      themeColor,
    };
  }
  const manifest: AppIcons["manifest"] = [
    { src: upload(icons["192"]), sizes: "192x192", type: "image/png", purpose: "any" },
    { src: upload(icons["512"]), sizes: "512x512", type: "image/png", purpose: "any" },
    { src: upload(icons.maskable), sizes: "512x512", type: "image/png", purpose: "maskable" },
  ];
  // The notification badge (lib/pwa/push-events.ts reads it from the manifest).
  if (icons.badge) {
    manifest.push({
      src: upload(icons.badge),
      sizes: "96x96",
      type: "image/png",
      purpose: "monochrome",
    });
  }
  return { manifest, icon192: upload(icons["192"]), apple: upload(icons.apple), themeColor };
}
