import {
  Check,
  Coffee,
  Croissant,
  Heart,
  IceCreamCone,
  Leaf,
  PawPrint,
  Scissors,
  Star,
  type LucideIcon,
} from "lucide-react";
import type { StampIcon as StampIconName } from "@/lib/program/look";

/** Each stamp the owner may choose (lib/program/look.ts STAMP_ICONS) as a lucide icon. */
export const STAMP_ICON_COMPONENTS: Record<StampIconName, LucideIcon> = {
  cup: Coffee,
  croissant: Croissant,
  cone: IceCreamCone,
  scissors: Scissors,
  paw: PawPrint,
  star: Star,
  heart: Heart,
  leaf: Leaf,
};

/**
 * A filled slot's stamp: the program's icon, or today's tick when the owner chose none. Always
 * decorative: the slot itself says "punched" to a screen reader.
 */
export function StampIcon({ icon, className }: { icon: StampIconName | null; className?: string }) {
  // A name this build does not know (a newer server's) falls back to the tick.
  const Icon = (icon && STAMP_ICON_COMPONENTS[icon]) || Check;
  return <Icon className={className} aria-hidden data-stamp={icon ?? "check"} />;
}
