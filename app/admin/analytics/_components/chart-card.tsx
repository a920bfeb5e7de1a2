"use client";

import { Download, Table2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { csvText } from "@/lib/export/csv-text";
import { cn } from "@/lib/utils";
import type { ChartTable } from "./chart-tables";

/** Saves text as a file through a temporary link (the numbers are already in the browser). */
function saveCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * One chart: its title, the chart, and the table of the same numbers behind it: read by
 * screen readers, shown on request, and downloaded as the chart's CSV.
 */
export function ChartCard({
  name,
  title,
  description,
  table,
  fileName,
  empty,
  className,
  children,
}: {
  name: string;
  title: string;
  description: string;
  table: ChartTable;
  fileName: string;
  /** What to say instead of an empty chart when the table has no rows. */
  empty?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("adminSettings.analytics.chart");
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  // The chart's title is heard, not seen: the name starts with the words on the button, so a
  // voice command that says them finds it (label in name, WCAG 2.5.3).
  const csvLabel = t.rich("downloadNamed", {
    title,
    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
  });
  return (
    <Card className={cn("min-w-0", className)} data-testid={`chart-${name}`}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
            data-testid={`chart-${name}-table-toggle`}
          >
            <Table2 aria-hidden /> {showTable ? t("hideTable") : t("showTable")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => saveCsv(fileName, csvText(table.header, table.rows))}
            data-testid={`chart-${name}-csv`}
          >
            <Download aria-hidden /> {csvLabel}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="min-w-0 space-y-4">
        {empty && table.rows.length === 0 ? (
          <p className="text-muted-foreground py-8 text-center text-sm" data-testid="chart-empty">
            {empty}
          </p>
        ) : (
          <div aria-hidden={showTable ? undefined : true}>{children}</div>
        )}
        {/* A table ignores width and overflow, so the visually-hidden box must wrap it. */}
        <div id={tableId} className={showTable ? "overflow-x-auto" : "sr-only"}>
          <table className="w-full text-sm tabular-nums" data-testid={`chart-${name}-table`}>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b text-start">
                {table.header.map((h) => (
                  <th key={h} scope="col" className="px-2 py-1 font-medium whitespace-nowrap">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, i) => (
                <tr key={i} className="border-b last:border-0">
                  {row.map((cell, j) =>
                    j === 0 ? (
                      <th
                        key={j}
                        scope="row"
                        className="px-2 py-1 text-start font-normal break-words"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={j} className="px-2 py-1">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
