"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DateRangeFields } from "@/components/admin/date-range-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** The six files, in the order the screen lists them (each one's words: admin.exports.files). */
const FILES = ["customers", "ledger", "codes", "tokens", "inventory", "reviews"] as const;

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
  const t = useTranslations("admin.exports");
  return (
    <Button asChild variant="outline" size="sm">
      <a
        href={`/api/export/${name}.csv${query}`}
        download
        aria-label={t("download", { title })}
        data-testid={`export-${name}`}
      >
        <Download aria-hidden /> {t("csv")}
      </a>
    </Button>
  );
}

export function ExportList({ timeZone }: { timeZone: string }) {
  const t = useTranslations("admin.exports");
  const [days, setDays] = useState({ from: "", to: "" });
  const { from, to } = days;
  const range = new URLSearchParams({ ...(from && { from }), ...(to && { to }) }).toString();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("downloads")}</CardTitle>
        <CardDescription>{t("note", { timeZone })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {FILES.map((name) => (
            <li key={name} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{t(`files.${name}.title`)}</p>
                <p className="text-muted-foreground text-sm">{t(`files.${name}.description`)}</p>
                {name === "ledger" && (
                  <fieldset className="mt-2 flex flex-wrap gap-3">
                    <legend className="text-muted-foreground mb-1 text-xs">
                      {t("ledgerDays")}
                    </legend>
                    <DateRangeFields name="ledger" value={days} onChange={setDays} />
                  </fieldset>
                )}
              </div>
              <DownloadLink
                name={name}
                title={t(`files.${name}.title`)}
                query={name === "ledger" && range ? `?${range}` : ""}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
