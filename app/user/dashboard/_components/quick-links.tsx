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
import Link from "next/link";
import { PendingIcon } from "@/components/layout/pending-icon";

const LINKS = [
  { href: "/user/profile", label: "Profile", icon: UserRound },
  { href: "/user/products", label: "Products", icon: ShoppingBag },
  { href: "/user/verify", label: "Verify", icon: ShieldCheck },
  { href: "/leaderboard", label: "Ranks", icon: Trophy },
  { href: "/user/reviews", label: "Reviews", icon: Star },
  { href: "/user/tickets", label: "Support", icon: LifeBuoy },
  { href: "/blogs", label: "Blog", icon: BookOpen },
  { href: "/announcements", label: "News", icon: Megaphone },
] as const;

export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className="grid grid-cols-4 gap-2">
      {LINKS.map(({ href, label, icon: Icon }) => (
        <Link
          key={href}
          href={href}
          // Eight prefetches right after the dashboard loads cost a phone more than they save:
          // the service worker already holds every screen's code, and the spinner answers a tap.
          prefetch={false}
          className="bg-card hover:bg-secondary focus-visible:bg-secondary flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border p-2 text-xs font-medium shadow-xs transition-colors"
        >
          <PendingIcon>
            <Icon className="text-primary size-5" aria-hidden />
          </PendingIcon>
          {label}
        </Link>
      ))}
    </nav>
  );
}
