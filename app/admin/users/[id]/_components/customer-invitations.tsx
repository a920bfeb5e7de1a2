import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { CustomerReferrals } from "@/lib/referrals/types";
import { DAY } from "@/lib/i18n/dates";

type Status = CustomerReferrals["invited"][number]["status"];

const STATUS_BADGE: Record<Status, "outline" | "secondary" | "success" | "warning"> = {
  joined: "outline",
  came_back: "secondary",
  rewarded: "success",
  held: "warning",
  dismissed: "outline",
  voided: "outline",
};

const STATUSES = new Set<string>(Object.keys(STATUS_BADGE));
const isStatus = (value: string): value is Status => STATUSES.has(value);

const link = "font-medium break-all underline-offset-4 hover:underline";

/**
 * Who invited this customer, and the friends who joined with their invitation, each with how
 * their invitation stands (a held one with its reason). Only the owner's pages show this.
 */
export function CustomerInvitations({ referrals }: { referrals: CustomerReferrals }) {
  const t = useTranslations("adminInvite");
  const format = useFormatter();
  const { invitedBy, invited } = referrals;
  const cameBack = invited.filter((f) => f.cameBack).length;
  return (
    <Card data-testid="customer-invitations">
      <CardHeader>
        <CardTitle>{t("customer.title")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <section aria-labelledby="invited-by-title" data-testid="customer-invited-by">
          <h3 id="invited-by-title" className="mb-1 text-sm font-medium">
            {t("customer.invitedBy")}
          </h3>
          {invitedBy ? (
            <p className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
              <Link href={`/admin/users/${invitedBy.id}`} className={link}>
                {invitedBy.username}
              </Link>
              {isStatus(invitedBy.status) && (
                <Badge variant={STATUS_BADGE[invitedBy.status]}>
                  {t(`statuses.${invitedBy.status}`)}
                </Badge>
              )}
            </p>
          ) : (
            <EmptyState bare compact title={t("customer.notInvited")} />
          )}
        </section>
        <section aria-labelledby="invited-title" data-testid="customer-invited">
          <h3 id="invited-title" className="mb-1 text-sm font-medium">
            {t("customer.invited")}
          </h3>
          {invited.length === 0 ? (
            <EmptyState bare compact title={t("customer.none")} />
          ) : (
            <>
              <p
                className="text-muted-foreground mb-2 text-sm"
                data-testid="customer-invited-count"
              >
                {t("customer.counts", { joined: invited.length, cameBack })}
              </p>
              <ul className="divide-y">
                {invited.map((friend) => (
                  <li
                    key={friend.id}
                    className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm"
                    data-testid="customer-invited-friend"
                    data-status={friend.status}
                  >
                    <span className="min-w-0 flex-1">
                      <Link href={`/admin/users/${friend.friendId}`} className={link}>
                        {friend.username}
                      </Link>
                      <span className="text-muted-foreground block text-xs">
                        {t("customer.joinedOn", {
                          when: format.dateTime(new Date(friend.joinedAt), DAY),
                        })}
                      </span>
                      {friend.status === "held" && friend.holdReason && (
                        <span className="block text-xs" data-testid="customer-invited-reason">
                          {t(`reasons.${friend.holdReason}`)}
                        </span>
                      )}
                    </span>
                    <Badge variant={STATUS_BADGE[friend.status]}>
                      {t(`statuses.${friend.status}`)}
                    </Badge>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
