"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { QrImage } from "@/components/rewards/qr-image";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { XP_PER_CODE } from "@/lib/rewards/rules";

// Printed, only the labels are on the page (everything that neither holds them nor is inside
// them is left out), four across on A4 with dashed cut lines, never split across pages.
const PRINT_CSS = `@page { size: A4; margin: 10mm; }
@media print {
  html, body { background: #fff !important; }
  body *:not(:has([data-print-area])):not([data-print-area]):not([data-print-area] *) {
    display: none !important;
  }
}`;

type Label = { id: string; code: string };

/**
 * The codes just generated, as labels to stick on the products: on screen a grid with a copy
 * button each; "Print labels" prints them as a sheet to cut out, as the token sheets are.
 */
export function CodeLabels({
  codes,
  productName,
  verifyUrl,
}: {
  codes: Label[];
  productName: string;
  verifyUrl: (code: string) => string;
}) {
  const t = useTranslations("adminCounter.codes");
  return (
    <section aria-label={t("labels.label")} className="space-y-3" data-print-area>
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden">
        <p className="text-muted-foreground min-w-0 text-sm break-words">
          {t("labels.count", { count: codes.length, name: productName })}
        </p>
        <Button variant="outline" onClick={() => window.print()} data-testid="print-codes">
          <Printer aria-hidden /> {t("labels.print")}
        </Button>
      </div>
      <div
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-4 print:gap-0 print:border-s print:border-t print:border-dashed print:border-neutral-400"
        data-testid="new-codes"
      >
        {codes.map((c) => (
          <Card
            key={c.id}
            className="min-w-0 break-inside-avoid items-center gap-2 px-2 py-4 text-center print:rounded-none print:border-0 print:border-e print:border-b print:border-dashed print:border-neutral-400 print:py-[3mm] print:shadow-none"
            data-testid="code-label"
          >
            <p
              className="w-full truncate text-xs font-semibold print:whitespace-normal"
              title={productName}
            >
              {productName}
            </p>
            <QrImage value={verifyUrl(c.code)} size={150} label={t("qrLabel", { code: c.code })} />
            <code
              className="font-mono text-sm font-semibold tracking-wider"
              dir="ltr"
              data-testid="new-code"
            >
              {c.code}
            </code>
            <p className="hidden text-[10px] text-neutral-600 print:block">
              {t("labels.hint", { xp: XP_PER_CODE })}
            </p>
            <CopyButton text={c.code} className="print:hidden" />
          </Card>
        ))}
      </div>
    </section>
  );
}
