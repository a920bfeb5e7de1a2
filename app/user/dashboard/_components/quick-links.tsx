import {
  BookOpen,
  LifeBuoy,
  Megaphone,
  ShieldCheck,
  ShoppingBag,
  Star,
  Trophy,
  UserRound,
} from "lucide-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { PendingIcon } from "@/components/layout/pending-icon";

const LINKS = [
  { href: "/user/profile", label: "profile", icon: UserRound },
  { href: "/user/products", label: "products", icon: ShoppingBag },
  { href: "/user/verify", label: "verify", icon: ShieldCheck },
  { href: "/leaderboard", label: "ranks", icon: Trophy },
  { href: "/user/reviews", label: "reviews", icon: Star },
  { href: "/user/tickets", label: "support", icon: LifeBuoy },
  { href: "/blogs", label: "blog", icon: BookOpen },
  { href: "/announcements", label: "news", icon: Megaphone },
] as const;

/** Rendered on the server. */
export function QuickLinks() {
  const t = useTranslations("card.dashboard.links");
  return (
    <nav aria-label={t("label")} className="grid grid-cols-4 gap-2">
      {LINKS.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          // Eight prefetches right after the dashboard loads cost a phone more than they save:
          // the service worker already holds every screen's code, and the spinner answers a tap.
          prefetch={false}
          className="bg-card hover:bg-secondary focus-visible:bg-secondary flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border p-2 text-center text-xs font-medium wrap-break-word hyphens-auto shadow-xs transition-colors"
        >
          <PendingIcon>
            <Icon className="text-primary size-5" aria-hidden />
          </PendingIcon>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
