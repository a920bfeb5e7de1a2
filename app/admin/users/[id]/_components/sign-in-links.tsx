import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import type { SignInLinkRow } from "@/lib/login-links/sign-in-qr";

function state(link: SignInLinkRow, now: Date) {
  if (link.usedAt) return { label: "Used", variant: "success" as const };
  if (link.voidedAt) return { label: "Taken back", variant: "outline" as const };
  if (link.expiresAt <= now) return { label: "Expired", variant: "secondary" as const };
  return { label: "Open", variant: "warning" as const };
}

/**
 * Who let this customer in without a password, and when: the sign-in QRs staff showed at the
 * counter (a new phone, a forgotten password) and the login links of their printed card.
 */
export function SignInLinks({ links }: { links: SignInLinkRow[] }) {
  const now = new Date();
  return (
    <Card data-testid="sign-in-links">
      <CardHeader>
        <CardTitle>Sign-in links</CardTitle>
      </CardHeader>
      <CardContent>
        {links.length === 0 ? (
          <EmptyState bare compact title="No sign-in links." />
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
                      {link.purpose === "recovery" ? "Sign-in QR" : "Card link"}
                      <span className="text-muted-foreground font-normal wrap-anywhere">
                        {" "}
                        by {link.issuedBy ?? "a removed account"}
                      </span>
                    </p>
                    <p className="text-muted-foreground">
                      <LocalDate value={link.createdAt.toISOString()} options={SHORT_DATE_TIME} />
                      {link.usedAt && (
                        <>
                          {" · used "}
                          <LocalDate value={link.usedAt.toISOString()} options={SHORT_DATE_TIME} />
                        </>
                      )}
                    </p>
                  </div>
                  <Badge variant={variant} data-testid="sign-in-link-state">
                    {label}
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
