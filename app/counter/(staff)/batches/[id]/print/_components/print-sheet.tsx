"use client";

import { ArrowLeft, Printer } from "lucide-react";
import Link from "next/link";
import { siteAddress } from "@/components/rewards/qr-image";
import { Button } from "@/components/ui/button";
import { DATE_ONLY, LocalDate } from "@/components/ui/local-date";
import type { BatchDetail } from "@/lib/rewards/batch-queries";
import { tokenAddress } from "@/lib/rewards/token-address";
import { TokenCard } from "./token-card";

/** Three cards across, four down: an A4 page with 10 mm margins, cards large enough to scan. */
const PER_ROW = 3;
const PER_PAGE = PER_ROW * 4;

// A4 with margins; each page of cards ends with a page break, and a card is never split.
const PRINT_CSS = `@page { size: A4; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  [data-sonner-toaster] { display: none !important; }
  .sheet-page { break-after: page; }
  .sheet-page:last-child { break-after: auto; }
}`;

type Props = { batch: BatchDetail; shopName: string; publicSiteUrl: string | null };

/** A sheet of cut-out QR cards: only the tokens a customer could still redeem are printed. */
export function PrintSheet({ batch, shopName, publicSiteUrl }: Props) {
  const printable = batch.tokens.filter((t) => t.status === "unused");
  const pages = Array.from({ length: Math.ceil(printable.length / PER_PAGE) }, (_, i) =>
    printable.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
  );
  const site = siteAddress(publicSiteUrl);

  return (
    <main className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 print:max-w-none print:p-0">
      <style>{PRINT_CSS}</style>
      <header className="no-print mb-6 space-y-3">
        <Button asChild variant="ghost" className="text-muted-foreground -ml-3">
          <Link href="/counter/batches" data-testid="back-link">
            <ArrowLeft aria-hidden /> Back to token sheets
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words">
              {batch.label || "Untitled sheet"}
            </h1>
            <p className="text-muted-foreground text-sm" data-testid="print-summary">
              {printable.length} of {batch.count} cards can still be used · on {pages.length}{" "}
              {pages.length === 1 ? "page" : "pages"} of A4
            </p>
          </div>
          <Button
            onClick={() => window.print()}
            disabled={printable.length === 0}
            data-testid="print-sheet"
          >
            <Printer aria-hidden /> Print
          </Button>
        </div>
      </header>
      {printable.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center">
          Nothing left to print: every token on this sheet was used, has expired or was voided.
        </p>
      ) : (
        <div className="space-y-6 print:space-y-0" data-testid="sheet">
          {pages.map((cards, i) => (
            <section
              key={i}
              aria-label={`Page ${i + 1}`}
              className="sheet-page grid grid-cols-2 border-t border-l border-dashed border-neutral-400 bg-white sm:grid-cols-3 print:grid-cols-3"
            >
              {cards.map((t) => (
                <TokenCard
                  key={t.id}
                  id={t.id}
                  url={tokenAddress(site, t.id)}
                  shopName={shopName}
                  expiry={<LocalDate value={batch.expiresAt} locale="en-US" options={DATE_ONLY} />}
                />
              ))}
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
