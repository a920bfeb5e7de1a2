"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { EmptyState } from "@/components/ui/empty-state";
import { LOAD_CODES_FAILED } from "@/lib/rewards/staff-messages";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { QrImage } from "@/components/rewards/qr-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { notify } from "@/components/ui/toast";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { CodeListRow } from "@/lib/rewards/admin-queries";
import { MOMENT } from "@/lib/i18n/dates";

/** From the page's server render (dates) or the API (their strings). */
export type CodeRow = CodeListRow | Serialized<CodeListRow>;

type Page = { codes: CodeRow[]; hasMore: boolean };

export function CodeHistory({
  page,
  onPage,
  verifyUrl,
}: {
  page: Page;
  onPage: (p: Page) => void;
  verifyUrl: (code: string) => string;
}) {
  const t = useTranslations("adminCounter.codes");
  const text = useText();
  const format = useFormatter();
  const moment = (value: Date | string) => format.dateTime(new Date(value), MOMENT);
  // "Used Nov 20, 2026, 10:41 PM by anna": the name in its own direction.
  const usedBy = (at: Date | string, name: string | null) =>
    name
      ? t.rich("history.usedBy", {
          date: moment(at),
          name,
          who: (chunks) => <bdi>{chunks}</bdi>,
        })
      : t("history.usedByRemoved", { date: moment(at) });
  const [loading, setLoading] = useState(false);
  async function more() {
    setLoading(true);
    try {
      const next = await api<Page>(`/admin/codes?limit=50&offset=${page.codes.length}`);
      onPage({ codes: [...page.codes, ...next.codes], hasMore: next.hasMore });
    } catch {
      notify.error(t("error"), text(LOAD_CODES_FAILED));
    } finally {
      setLoading(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("history.title")}</CardTitle>
        <CardDescription>{t("history.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {page.codes.length === 0 ? (
          <EmptyState bare title={t("history.empty")} />
        ) : (
          <ul className="divide-y" data-testid="code-history">
            {page.codes.map((c) => (
              <Collapsible key={c.id} asChild>
                <li className="py-1">
                  <CollapsibleTrigger className="group hover:bg-muted flex min-h-11 w-full items-center gap-3 rounded-md px-1 text-start text-sm">
                    <code className="font-mono font-semibold tracking-wider" dir="ltr">
                      {c.code}
                    </code>
                    <span
                      className="text-muted-foreground min-w-0 flex-1 truncate"
                      title={c.productName}
                    >
                      {c.productName}
                    </span>
                    <Badge variant={c.isUsed ? "secondary" : "success"}>
                      {c.isUsed ? t("history.used") : t("history.active")}
                    </Badge>
                    <ChevronDown
                      className="size-4 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden
                    />
                  </CollapsibleTrigger>
                  <CollapsibleContent className="flex flex-wrap items-center gap-4 px-1 py-3 text-sm">
                    <QrImage
                      value={verifyUrl(c.code)}
                      size={150}
                      label={t("qrLabel", { code: c.code })}
                    />
                    <div className="space-y-1">
                      <p>{t("history.created", { date: moment(c.createdAt) })}</p>
                      {c.isUsed && c.usedAt && <p>{usedBy(c.usedAt, c.usedByName)}</p>}
                      <CopyButton text={c.code} />
                    </div>
                  </CollapsibleContent>
                </li>
              </Collapsible>
            ))}
          </ul>
        )}
        {page.hasMore && (
          <Button variant="outline" className="mt-4 w-full" onClick={more} disabled={loading}>
            {t("history.more")}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
