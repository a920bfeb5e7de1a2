import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import type { Serialized } from "@/lib/http/serialized";
import type { RecentTokenRow } from "@/lib/rewards/admin-queries";

/** From the page's server render (dates) or GET /api/admin/tokens (their strings). */
export type RecentToken = RecentTokenRow | Serialized<RecentTokenRow>;

/** Where a token stands: who used it, or whether it can still be scanned and until when. */
function TokenState({ token: t }: { token: RecentToken }) {
  if (t.status === "used" && t.usedAt) {
    return (
      <Badge variant="secondary">
        Used by {t.usedByName ?? "a removed customer"} ·{" "}
        <LocalDate value={t.usedAt} locale="en-US" options={SHORT_DATE_TIME} />
      </Badge>
    );
  }
  if (t.status === "voided") return <Badge variant="destructive">Voided</Badge>;
  if (t.status === "expired" && t.expiresAt) {
    return (
      <Badge variant="outline">
        Expired · <LocalDate value={t.expiresAt} locale="en-US" options={SHORT_DATE_TIME} />
      </Badge>
    );
  }
  return (
    <Badge variant="success">
      Unused
      {t.expiresAt && (
        <>
          {" "}
          · expires <LocalDate value={t.expiresAt} locale="en-US" options={SHORT_DATE_TIME} />
        </>
      )}
    </Badge>
  );
}

export function RecentTokens({ tokens }: { tokens: RecentToken[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Tokens</CardTitle>
        <CardDescription>
          The last 20 tokens: when they were made and who used them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tokens.length === 0 ? (
          <EmptyState bare title="No tokens generated yet." />
        ) : (
          <ul className="divide-y" data-testid="recent-tokens">
            {tokens.map((t) => (
              <li
                key={t.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
                data-status={t.status}
              >
                {/* max-w-full: a long sheet label is cut short instead of widening a phone's page. */}
                <div className="max-w-full min-w-0">
                  <code className="block truncate font-mono text-xs">{t.id.slice(0, 12)}…</code>
                  <span className="text-muted-foreground">
                    Issued{" "}
                    <LocalDate value={t.createdAt} locale="en-US" options={SHORT_DATE_TIME} />
                  </span>
                  {t.batchLabel !== null && (
                    <span
                      className="text-muted-foreground block truncate"
                      data-testid="token-sheet"
                      title={t.batchLabel || undefined}
                    >
                      {t.batchLabel ? `From sheet “${t.batchLabel}”` : "From an untitled sheet"}
                    </span>
                  )}
                </div>
                <TokenState token={t} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
