"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Serialized } from "@/lib/http/serialized";
import type { RecentTokenRow } from "@/lib/rewards/admin-queries";
import { MOMENT } from "@/lib/i18n/dates";

/** From the page's server render (dates) or GET /api/admin/tokens (their strings). */
export type RecentToken = RecentTokenRow | Serialized<RecentTokenRow>;

/** A moment as the admin screens show it, in the shop's time zone. */
function useMoment() {
  const format = useFormatter();
  return (value: Date | string) => format.dateTime(new Date(value), MOMENT);
}

/** Where a token stands: who used it, or whether it can still be scanned and until when. */
function TokenState({ token }: { token: RecentToken }) {
  const t = useTranslations("adminCounter.tokens.recent");
  const moment = useMoment();
  if (token.status === "used" && token.usedAt) {
    const usedBy = token.usedByName
      ? t.rich("usedBy", {
          name: token.usedByName,
          date: moment(token.usedAt),
          who: (chunks) => <bdi>{chunks}</bdi>,
        })
      : t("usedByRemoved", { date: moment(token.usedAt) });
    return <Badge variant="secondary">{usedBy}</Badge>;
  }
  if (token.status === "voided") return <Badge variant="destructive">{t("voided")}</Badge>;
  if (token.status === "expired" && token.expiresAt) {
    return <Badge variant="outline">{t("expired", { date: moment(token.expiresAt) })}</Badge>;
  }
  return (
    <Badge variant="success">
      {token.expiresAt ? t("unusedUntil", { date: moment(token.expiresAt) }) : t("unused")}
    </Badge>
  );
}

export function RecentTokens({ tokens }: { tokens: RecentToken[] }) {
  const t = useTranslations("adminCounter.tokens.recent");
  const moment = useMoment();
  // "From sheet “Receipts, December”", the label in its own direction.
  const fromSheet = (label: string) =>
    label
      ? t.rich("fromSheet", { label, name: (chunks) => <bdi>{chunks}</bdi> })
      : t("fromUntitledSheet");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {tokens.length === 0 ? (
          <EmptyState bare title={t("empty")} />
        ) : (
          <ul className="divide-y" data-testid="recent-tokens">
            {tokens.map((token) => (
              <li
                key={token.id}
                className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm"
                data-status={token.status}
              >
                {/* max-w-full: a long sheet label is cut short instead of widening a phone's page. */}
                <div className="max-w-full min-w-0">
                  {/* Isolated, so the "…" stays after the id on a right-to-left page. */}
                  <code className="block truncate font-mono text-xs">
                    <bdi>{token.id.slice(0, 12)}…</bdi>
                  </code>
                  <span className="text-muted-foreground">
                    {t("issued", { date: moment(token.createdAt) })}
                  </span>
                  {token.batchLabel !== null && (
                    <span
                      className="text-muted-foreground block truncate"
                      data-testid="token-sheet"
                      title={token.batchLabel || undefined}
                    >
                      {fromSheet(token.batchLabel)}
                    </span>
                  )}
                </div>
                <TokenState token={token} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
