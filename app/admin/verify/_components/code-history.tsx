"use client";

import { EmptyState } from "@/components/ui/empty-state";
import { LOAD_CODES_FAILED } from "@/lib/rewards/staff-messages";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { QrImage } from "@/components/rewards/qr-image";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { notify } from "@/components/ui/toast";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { CodeListRow } from "@/lib/rewards/admin-queries";

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
  const [loading, setLoading] = useState(false);
  async function more() {
    setLoading(true);
    try {
      const next = await api<Page>(`/admin/codes?limit=50&offset=${page.codes.length}`);
      onPage({ codes: [...page.codes, ...next.codes], hasMore: next.hasMore });
    } catch {
      notify.error("Error", LOAD_CODES_FAILED);
    } finally {
      setLoading(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Code History</CardTitle>
        <CardDescription>Every code, newest first. Open one to see its QR code.</CardDescription>
      </CardHeader>
      <CardContent>
        {page.codes.length === 0 ? (
          <EmptyState bare title="No codes yet." />
        ) : (
          <ul className="divide-y" data-testid="code-history">
            {page.codes.map((c) => (
              <Collapsible key={c.id} asChild>
                <li className="py-1">
                  <CollapsibleTrigger className="group hover:bg-muted flex min-h-11 w-full items-center gap-3 rounded-md px-1 text-start text-sm">
                    <code className="font-mono font-semibold tracking-wider">{c.code}</code>
                    <span
                      className="text-muted-foreground min-w-0 flex-1 truncate"
                      title={c.productName}
                    >
                      {c.productName}
                    </span>
                    <Badge variant={c.isUsed ? "secondary" : "success"}>
                      {c.isUsed ? "Used" : "Active"}
                    </Badge>
                    <ChevronDown
                      className="size-4 transition-transform group-data-[state=open]:rotate-180"
                      aria-hidden
                    />
                  </CollapsibleTrigger>
                  <CollapsibleContent className="flex flex-wrap items-center gap-4 px-1 py-3 text-sm">
                    <QrImage value={verifyUrl(c.code)} size={150} label={`QR code for ${c.code}`} />
                    <div className="space-y-1">
                      <p>
                        Created{" "}
                        <LocalDate value={c.createdAt} locale="en-US" options={SHORT_DATE_TIME} />
                      </p>
                      {c.isUsed && c.usedAt && (
                        <p>
                          Used{" "}
                          <LocalDate value={c.usedAt} locale="en-US" options={SHORT_DATE_TIME} /> by{" "}
                          {c.usedByName ?? "a removed customer"}
                        </p>
                      )}
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
            Load more
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
