import type { StampIcon as StampIconName } from "@/lib/program/look";
import stamps from "./stamps.svg";

/**
 * A filled slot's stamp: the program's icon, or today's tick when the owner chose none. Always
 * decorative: the slot itself says "punched" to a screen reader.
 *
 * The icons (lucide's coffee, croissant, ice-cream-cone, scissors, paw-print, star, heart and
 * leaf, and the tick) are one SVG sprite, a hashed build file the service worker keeps for the
 * offline card: as components, all eight were about 2.5 KB of the dashboard's first-load
 * JavaScript for the one a shop uses.
 */
export function StampIcon({ icon, className }: { icon: StampIconName | null; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      width={24}
      height={24}
      aria-hidden
      data-stamp={icon ?? "check"}
    >
      <use href={`${stamps.src}#${icon ?? "check"}`} />
    </svg>
  );
}
