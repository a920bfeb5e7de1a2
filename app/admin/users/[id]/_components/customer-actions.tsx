"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { SignInQrDialog } from "@/components/auth/sign-in-qr-dialog";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/db/schema";
import { HandOverRewards } from "@/components/rewards/hand-over-dialog";
import type { CardView } from "@/lib/program/card";
import { AddPunchDialog } from "@/components/rewards/add-punch-dialog";
import { ResetUserCard } from "../../_components/reset-user-card";
import { PasswordDialog } from "../../_components/password-dialog";
import { AdjustXpDialog } from "@/components/rewards/adjust-xp-dialog";
import { BlockEarningButton } from "@/components/trust/block-earning-button";
import { DeleteUserButton } from "../../_components/delete-user-button";

type Props = {
  user: {
    id: string;
    username: string;
    role: Role;
    xp: number;
    punches: number;
    earningBlocked: boolean;
  };
  /** The customer's card: its size, the rewards waiting, the punches for the next card. */
  card: CardView;
  isSelf: boolean;
};

/** What an admin can do to one account from its page; every change reloads the page's data. */
export function CustomerActions({ user, card, isSelf }: Props) {
  const t = useTranslations("admin.users.resetCard");
  const router = useRouter();
  const refresh = () => router.refresh();
  const isCustomer = user.role === "user";

  return (
    <div className="flex flex-wrap gap-2" data-testid="customer-actions">
      {isCustomer && (
        <>
          <HandOverRewards
            userId={user.id}
            name={user.username}
            card={card}
            onDone={refresh}
            size="sm"
            align="start"
          />
          <ResetUserCard
            user={{ ...user, cardSize: card.size, waiting: card.waiting }}
            onReset={refresh}
            trigger={
              <Button
                variant="outline"
                size="sm"
                disabled={card.punches === 0 && card.waiting === 0}
                data-testid="user-reset"
              >
                <RotateCcw aria-hidden /> {t("label")}
              </Button>
            }
          />
          {/* Never refused for a full card: a punch past its end waits for the next one. */}
          <AddPunchDialog user={{ ...user, cardSize: card.size }} size="sm" onDone={refresh} />
          <AdjustXpDialog user={user} size="sm" onDone={refresh} />
          <BlockEarningButton user={user} onDone={refresh} />
          <SignInQrDialog customer={user} size="sm" onIssued={refresh} />
        </>
      )}
      <PasswordDialog user={user} />
      <DeleteUserButton
        user={user}
        isSelf={isSelf}
        onDeleted={() => router.replace("/admin/users")}
      />
    </div>
  );
}
