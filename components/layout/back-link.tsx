import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

export function BackLink({ href, label = "Back to Dashboard" }: { href: string; label?: string }) {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link href={href} data-testid="back-link">
        <ArrowLeft aria-hidden /> {label}
      </Link>
    </Button>
  );
}
