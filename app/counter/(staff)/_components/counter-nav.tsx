"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

const LINKS = [
  { href: "/counter", label: "Counter" },
  { href: "/counter/customers", label: "Customers" },
  { href: "/counter/codes", label: "Codes" },
  { href: "/counter/batches", label: "Token sheets" },
  { href: "/counter/profile", label: "Profile" },
] as const;

export function CounterNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Counter" className="-mx-2 flex overflow-x-auto text-sm">
      {LINKS.map(({ href, label }) => {
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
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
