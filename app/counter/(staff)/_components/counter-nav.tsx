"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/counter", key: "counter" },
  { href: "/counter/customers", key: "customers" },
  { href: "/counter/codes", key: "codes" },
  { href: "/counter/batches", key: "batches" },
  { href: "/counter/profile", key: "profile" },
] as const;

type LinkKey = (typeof LINKS)[number]["key"];

/** The staff screens' nav; its words come translated from the layout (a server component). */
export function CounterNav({ label, links }: { label: string; links: Record<LinkKey, string> }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="-mx-2 flex overflow-x-auto text-sm">
      {LINKS.map(({ href, key }) => {
        const current = pathname === href;
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={cn(
              "flex min-h-11 shrink-0 items-center rounded-md px-2 font-medium whitespace-nowrap",
              current ? "text-foreground" : "text-muted-foreground hover:text-foreground",
            )}
            data-testid={`counter-nav-${href.split("/").pop()}`}
          >
            {links[key]}
          </Link>
        );
      })}
    </nav>
  );
}
