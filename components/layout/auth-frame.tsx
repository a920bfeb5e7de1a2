import { ShopMark } from "@/components/ui/plain-icons";

type Props = { shopName: string; children: React.ReactNode; footer?: React.ReactNode };

/**
 * The frame of the screens a visitor meets before they are signed in (/login, /join): the
 * shop's mark and name over one narrow column. Rendered on the server: it ships no script
 * (plain links, not next/link, whose client router code was 3 KB of these pages' first load).
 */
export function AuthFrame({ shopName, children, footer }: Props) {
  return (
    <main className="from-secondary to-background flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b px-4 py-10">
      <div className="w-full max-w-sm">
        {/* A plain link on purpose: see above. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className="mb-6 flex flex-col items-center gap-3 text-center">
          <span className="bg-primary text-primary-foreground flex size-14 items-center justify-center rounded-2xl shadow-lg">
            <ShopMark className="size-7" />
          </span>
          <span
            className="max-w-full text-2xl font-bold tracking-tight wrap-anywhere"
            data-testid="shop-name"
          >
            {shopName}
          </span>
        </a>
        {children}
        {footer && <nav className="mt-6 flex flex-col items-center gap-1 text-sm">{footer}</nav>}
      </div>
    </main>
  );
}

/** A quiet link under the frame's column. */
export function AuthFrameLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      className="text-muted-foreground inline-flex min-h-11 items-center text-center underline-offset-4 hover:underline"
    >
      {children}
    </a>
  );
}
