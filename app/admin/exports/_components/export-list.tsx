"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { DateRangeFields } from "@/components/admin/date-range-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

const FILES = [
  {
    name: "customers",
    title: "Customers",
    description: "Username, name, level, XP, punches, created, last visit",
  },
  {
    name: "ledger",
    title: "Reward ledger",
    description: "Every punch and XP change, with who and why",
  },
  {
    name: "codes",
    title: "Verification codes",
    description: "Each code, its product and who used it",
  },
  {
    name: "tokens",
    title: "Punch tokens",
    description: "Each token, its printed batch, use and void",
  },
  {
    name: "inventory",
    title: "Inventory",
    description: "Items, costs, quantities and sell prices",
  },
  { name: "reviews", title: "Reviews", description: "Product, customer, rating and comment" },
] as const;

/** A plain link: the browser downloads the streamed file itself, however large it is. */
function DownloadLink({
  name,
  title,
  query = "",
}: {
  name: string;
  title: string;
  query?: string;
}) {
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`/api/export/${name}.csv${query}`}
        download
        aria-label={`Download ${title} CSV`}
        data-testid={`export-${name}`}
      >
        <Download aria-hidden /> CSV
      </a>
    </Button>
  );
}

export function ExportList({ timeZone }: { timeZone: string }) {
  const [days, setDays] = useState({ from: "", to: "" });
  const { from, to } = days;
  const range = new URLSearchParams({ ...(from && { from }), ...(to && { to }) }).toString();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Downloads</CardTitle>
        <CardDescription>
          Dates and times are the shop&apos;s ({timeZone}), as each column&apos;s header says. Text
          that a spreadsheet would run as a formula starts with an apostrophe.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {FILES.map((file) => (
            <li key={file.name} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{file.title}</p>
                <p className="text-muted-foreground text-sm">{file.description}</p>
                {file.name === "ledger" && (
                  <fieldset className="mt-2 flex flex-wrap gap-3">
                    <legend className="text-muted-foreground mb-1 text-xs">
                      Whole days in the shop&apos;s time zone; leave empty for all.
                    </legend>
                    <DateRangeFields name="ledger" value={days} onChange={setDays} />
                  </fieldset>
                )}
              </div>
              <DownloadLink
                name={file.name}
                title={file.title}
                query={file.name === "ledger" && range ? `?${range}` : ""}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
