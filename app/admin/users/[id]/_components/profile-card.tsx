import { useFormatter, useTranslations } from "next-intl";
import { useCardWords } from "@/components/rewards/use-card-words";
import { ProgramCard, type CardLook } from "@/components/rewards/program-card";
import { TierBadge } from "@/components/rewards/tier-badge";
import { TranslatedXpBar } from "@/components/rewards/translated-xp-bar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CardView } from "@/lib/program/card";
import type { CustomerPage } from "@/lib/users/customer-page";
import { RoleBadge } from "../../_components/role-badge";
import { MOMENT } from "@/lib/i18n/dates";

/** Who the account is, and for a customer their card, level and tier. */
export function ProfileCard({
  profile: p,
  card,
  look,
  terms,
  shopName,
}: {
  profile: CustomerPage["profile"];
  card: CardView;
  look: CardLook;
  terms: string;
  shopName: string;
}) {
  const t = useTranslations("admin");
  const words = useCardWords(shopName);
  const format = useFormatter();
  return (
    <Card data-testid="customer-profile">
      <CardHeader className="gap-2">
        <CardTitle>{t("customer.profile.title")}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadge role={p.role} />
          {p.role === "user" && <TierBadge level={p.level} />}
          {p.earningBlockedAt && (
            <Badge variant="destructive" data-testid="customer-blocked">
              {t("customer.profile.blocked")}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="text-muted-foreground text-xs">{t("customer.profile.username")}</dt>
            <dd className="break-words">{p.username}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">{t("customer.profile.name")}</dt>
            <dd className="break-words" data-testid="customer-name">
              {p.name || "—"}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">{t("customer.profile.created")}</dt>
            <dd>
              <time dateTime={new Date(p.createdAt).toISOString()}>
                {format.dateTime(new Date(p.createdAt), MOMENT)}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">{t("customer.profile.id")}</dt>
            <dd className="truncate font-mono text-xs leading-5" title={p.id}>
              {p.id}
            </dd>
          </div>
        </dl>
        {p.role === "user" && (
          <>
            <div className="flex items-center justify-between text-sm">
              <span className="font-medium" data-testid="customer-level">
                {t("users.level", { level: p.level })}
              </span>
              <span className="text-muted-foreground">{t("users.xp", { xp: p.xp })}</span>
            </div>
            <TranslatedXpBar xp={p.xp} />
            <ProgramCard
              card={card}
              look={look}
              shopName={shopName}
              words={words}
              terms={terms || undefined}
              size="sm"
              countTestId="customer-punches"
            />
            {card.isComplete && (
              <p className="font-semibold text-amber-700" data-testid="customer-complete">
                {t("customer.profile.complete")}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
