"use client";

import { Printer } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { AdminHeader } from "@/components/layout/admin-page";
import { siteAddress } from "@/components/rewards/qr-image";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { BatchDetail } from "@/lib/rewards/batch-queries";
import { tokenAddress } from "@/lib/rewards/token-address";
import { TokenCard } from "./token-card";
import { DAY } from "@/lib/i18n/dates";

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

type Props = {
  batch: BatchDetail;
  /** The punches each token of the sheet carries. */
  punches: number;
  shopName: string;
  publicSiteUrl: string | null;
};

/** A sheet of cut-out QR cards: only the tokens a customer could still redeem are printed. */
export function PrintSheet({ batch, punches, shopName, publicSiteUrl }: Props) {
  const t = useTranslations("counter.sheets");
  const format = useFormatter();
  const printable = batch.tokens.filter((t) => t.status === "unused");
  const pages = Array.from({ length: Math.ceil(printable.length / PER_PAGE) }, (_, i) =>
    printable.slice(i * PER_PAGE, (i + 1) * PER_PAGE),
  );
  const site = siteAddress(publicSiteUrl);

  return (
    <>
      <style>{PRINT_CSS}</style>
      <AdminHeader
        title={batch.label || t("untitled")}
        back={{ href: "/counter/batches", label: t("print.back") }}
        description={
          <p data-testid="print-summary">
            {t("print.summary", {
              printable: printable.length,
              count: batch.count,
              pages: pages.length,
            })}
          </p>
        }
        actions={
          <Button
            onClick={() => window.print()}
            disabled={printable.length === 0}
            data-testid="print-sheet"
          >
            <Printer aria-hidden /> {t("print.print")}
          </Button>
        }
      />
      {printable.length === 0 ? (
        <EmptyState title={t("print.empty")} data-testid="print-empty" />
      ) : (
        <div className="space-y-6 print:space-y-0" data-testid="sheet">
          {pages.map((cards, i) => (
            <section
              key={i}
              aria-label={t("print.page", { number: i + 1 })}
              className="sheet-page grid grid-cols-2 border-s border-t border-dashed border-neutral-400 bg-white sm:grid-cols-3 print:grid-cols-3"
            >
              {cards.map((t) => (
                <TokenCard
                  punches={punches}
                  key={t.id}
                  id={t.id}
                  code={t.code}
                  url={tokenAddress(site, t.id)}
                  shopName={shopName}
                  expiry={format.dateTime(new Date(batch.expiresAt), DAY)}
                />
              ))}
            </section>
          ))}
        </div>
      )}
    </>
  );
}
