import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import type { SignInLinkRow } from "@/lib/login-links/sign-in-qr";
import { MOMENT } from "@/lib/i18n/dates";

function state(link: SignInLinkRow, now: Date) {
  if (link.usedAt) return { label: "used", variant: "success" } as const;
  if (link.voidedAt) return { label: "takenBack", variant: "outline" } as const;
  if (link.expiresAt <= now) return { label: "expired", variant: "secondary" } as const;
  return { label: "open", variant: "warning" } as const;
}

/** A sign-in QR shown at the counter, or the login link of a printed card. */
const kindOf = (link: SignInLinkRow) =>
  link.purpose === "recovery" ? ("recovery" as const) : ("card" as const);

/**
 * Who let this customer in without a password, and when: the sign-in QRs staff showed at the
 * counter (a new phone, a forgotten password) and the login links of their printed card.
 */
export function SignInLinks({ links }: { links: SignInLinkRow[] }) {
  const t = useTranslations("admin.customer.signInLinks");
  const format = useFormatter();
  const now = new Date();
  return (
    <Card data-testid="sign-in-links">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {links.length === 0 ? (
          <EmptyState bare compact title={t("empty")} />
        ) : (
          <ul className="divide-y text-sm">
            {links.map((link) => {
              const { label, variant } = state(link, now);
              return (
                <li
                  key={link.createdAt.toISOString()}
                  className="flex items-start justify-between gap-3 py-2"
                  data-testid="sign-in-link"
                >
                  <div className="min-w-0">
                    <p className="font-medium">
                      {t.rich(kindOf(link), {
                        by: link.issuedBy ?? t("removedAccount"),
                        who: (chunks) => (
                          <bdi className="text-muted-foreground font-normal wrap-anywhere">
                            {chunks}
                          </bdi>
                        ),
                      })}
                    </p>
                    <p className="text-muted-foreground">
                      {link.usedAt
                        ? t("createdUsed", {
                            created: format.dateTime(link.createdAt, MOMENT),
                            used: format.dateTime(link.usedAt, MOMENT),
                          })
                        : format.dateTime(link.createdAt, MOMENT)}
                    </p>
                  </div>
                  <Badge variant={variant} data-testid="sign-in-link-state">
                    {t(label)}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
