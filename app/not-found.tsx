import { buttonVariants } from "@/components/ui/button-variants";
import { LogUnknownRoute } from "@/components/layout/log-unknown-route";

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogUnknownRoute />
      <p className="text-primary text-7xl font-black tracking-tight" data-testid="not-found-code">
        404
      </p>
      <h1 className="text-2xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted-foreground max-w-sm">
        The page you are looking for does not exist or has moved.
      </p>
      {/* A plain link: next/link's client code was loaded on every page's first visit for this
          one button, which a full load of the home page serves as well. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
      <a href="/" className={buttonVariants({ size: "lg" })}>
        Return to Home
      </a>
    </main>
  );
}
