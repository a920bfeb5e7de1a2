import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { ReferralAnalytics } from "@/lib/referrals/types";

const cell = "px-2 py-1.5 text-end tabular-nums";
const head = "text-muted-foreground px-2 py-1.5 text-xs font-medium";

/**
 * Friends bring friends in figures: per shop month, the friends who joined with an invitation
 * and, of those, who came back and for whom the inviter got a bonus; and the top inviters.
 * Months, not the range above: a friend's return and the bonus come days after the join.
 */
export function InvitationFigures({ analytics }: { analytics: ReferralAnalytics }) {
  const t = useTranslations("adminInvite.analytics");
  const format = useFormatter();
  const { months, topInviters } = analytics;
  const total = months.reduce(
    (sum, m) => ({
      joined: sum.joined + m.joined,
      cameBack: sum.cameBack + m.cameBack,
      rewarded: sum.rewarded + m.rewarded,
    }),
    { joined: 0, cameBack: 0, rewarded: 0 },
  );
  // "2026-11" is a month of the shop's calendar: written as it is, in no time zone.
  const monthName = (month: string) =>
    format.dateTime(new Date(`${month}-15T12:00:00Z`), {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
  const number = (n: number) => format.number(n);
  return (
    <Card data-testid="invitation-figures">
      <CardHeader>
        <CardTitle>
          <h2>{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {total.joined === 0 ? (
          <EmptyState bare compact title={t("none")} data-testid="invitation-figures-empty" />
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="overflow-x-auto">
              <table className="w-full text-sm" data-testid="invitation-months">
                <thead>
                  <tr className="border-b">
                    <th scope="col" className={`${head} text-start`}>
                      {t("month")}
                    </th>
                    <th scope="col" className={`${head} text-end`}>
                      {t("joined")}
                    </th>
                    <th scope="col" className={`${head} text-end`}>
                      {t("cameBack")}
                    </th>
                    <th scope="col" className={`${head} text-end`}>
                      {t("rewarded")}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {months.map((m) => (
                    <tr key={m.month} data-testid="invitation-month" data-month={m.month}>
                      <th scope="row" className="px-2 py-1.5 text-start font-normal">
                        {monthName(m.month)}
                      </th>
                      <td className={cell}>{number(m.joined)}</td>
                      <td className={cell}>{number(m.cameBack)}</td>
                      <td className={cell}>{number(m.rewarded)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr className="border-t font-medium" data-testid="invitation-total">
                    <th scope="row" className="px-2 py-1.5 text-start">
                      {t("total")}
                    </th>
                    <td className={cell}>{number(total.joined)}</td>
                    <td className={cell}>{number(total.cameBack)}</td>
                    <td className={cell}>{number(total.rewarded)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <section aria-labelledby="top-inviters" data-testid="top-inviters">
              <h3 id="top-inviters" className="mb-2 text-sm font-medium">
                {t("top")}
              </h3>
              {topInviters.length === 0 ? (
                <EmptyState bare compact title={t("topNone")} />
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b">
                      <th scope="col" className={`${head} text-start`}>
                        {t("inviter")}
                      </th>
                      <th scope="col" className={`${head} text-end`}>
                        {t("joined")}
                      </th>
                      <th scope="col" className={`${head} text-end`}>
                        {t("cameBack")}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y">
                    {topInviters.map((inviter) => (
                      <tr key={inviter.id} data-testid="top-inviter">
                        <th scope="row" className="max-w-0 px-2 py-1.5 text-start font-normal">
                          <Link
                            href={`/admin/users/${inviter.id}`}
                            className="block truncate underline-offset-4 hover:underline"
                            title={inviter.username}
                          >
                            {inviter.username}
                          </Link>
                        </th>
                        <td className={cell}>{number(inviter.joined)}</td>
                        <td className={cell}>{number(inviter.cameBack)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
