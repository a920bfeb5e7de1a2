import Link from "next/link";

/** The public pages' footer: the same three ways in as the header. */
export function SiteFooter({ shopName }: { shopName: string }) {
  const link = "inline-flex min-h-11 items-center hover:text-primary";
  return (
    <footer className="border-t">
      <div className="text-muted-foreground mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm sm:flex-row sm:px-6">
        <p>
          © {new Date().getFullYear()} {shopName}
        </p>
        <nav aria-label="Footer" className="flex gap-4">
          <Link href="/announcements" className={link}>
            News &amp; Updates
          </Link>
          <Link href="/faq" className={link}>
            FAQ
          </Link>
          <Link href="/login" className={link}>
            Sign in
          </Link>
        </nav>
      </div>
    </footer>
  );
}
