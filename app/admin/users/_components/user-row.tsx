"use client";

import { RotateCcw } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PasswordDialog } from "./password-dialog";
import { ResetUserCard } from "./reset-user-card";
import { PunchSlots } from "./punch-slots";
import { RoleBadge } from "./role-badge";
import type { ListedUser } from "./types";
import { DeleteUserButton } from "./delete-user-button";

export function UserRow({
  user,
  isSelf,
  openingSize,
  onChanged,
}: {
  user: ListedUser;
  isSelf: boolean;
  /** The program's card size, for a customer without a card yet. */
  openingSize: number;
  onChanged: () => void;
}) {
  const t = useTranslations("admin.users");
  // Only customers have a punch card.
  const hasCard = user.role === "user";

  return (
    <li
      className="bg-card flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:p-4 xl:flex-row xl:items-center xl:justify-between"
      data-testid="user-row"
      data-username={user.username}
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={`/admin/users/${user.id}`}
            className="min-w-0 truncate font-semibold underline-offset-4 hover:underline"
            title={user.username}
            data-testid="user-username"
          >
            {user.username}
          </Link>
          {isSelf && <span className="text-muted-foreground text-xs">{t("row.you")}</span>}
          <RoleBadge role={user.role} />
          {/* Levels and XP are a customer's: staff and admins earn none. */}
          {hasCard && (
            <Badge variant="secondary" data-testid="user-level">
              {t("level", { level: user.level })}
            </Badge>
          )}
        </div>
        <div className="text-muted-foreground flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {user.name && (
            <span className="min-w-0 truncate" title={user.name}>
              {user.name}
            </span>
          )}
          <span className="font-mono" title={user.id} data-testid="user-short-id">
            #{user.id.slice(0, 8)}
          </span>
          {hasCard && <span data-testid="user-xp">{t("xp", { xp: user.xp })}</span>}
        </div>
        {hasCard && (
          <PunchSlots
            punches={user.punches ?? 0}
            size={user.cardSize ?? openingSize}
            waiting={user.waiting ?? 0}
          />
        )}
      </div>
      <div className="flex flex-wrap gap-2 xl:shrink-0 xl:flex-nowrap">
        <PasswordDialog user={user} />
        {hasCard && (
          <ResetUserCard
            user={{ ...user, cardSize: user.cardSize ?? openingSize }}
            onReset={onChanged}
            trigger={
              <Button
                variant="outline"
                size="sm"
                aria-label={t("resetCard.label")}
                data-testid="user-reset"
              >
                {/* Shortened on phones so the three actions share one line. */}
                <RotateCcw aria-hidden /> <span className="sm:hidden">{t("row.reset")}</span>
                <span className="hidden sm:inline">{t("resetCard.label")}</span>
              </Button>
            }
          />
        )}
        <DeleteUserButton user={user} isSelf={isSelf} compact onDeleted={onChanged} />
      </div>
    </li>
  );
}
