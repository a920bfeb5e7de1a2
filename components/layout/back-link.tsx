import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { CommonWord } from "./common-words";

type Props = {
  href: string;
  /** "Back to Dashboard" in the page's language unless given. */
  label?: React.ReactNode;
  /** Headers mute it (`text-muted-foreground`); the shop's bar makes it compact. */
  className?: string;
  testId?: string;
};

/** The one back link: a ghost button with an arrow, pulled left to line up with the text under it. */
export function BackLink({
  href,
  label = <CommonWord name="backToDashboard" />,
  className,
  testId = "back-link",
}: Props) {
  return (
    <Button asChild variant="ghost" className={className ? `-ms-3 ${className}` : "-ms-3"}>
      <Link href={href} data-testid={testId}>
        <ArrowLeft aria-hidden /> {label}
      </Link>
    </Button>
  );
}
