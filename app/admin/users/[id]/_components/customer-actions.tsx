"use client";

import { RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { SignInQrDialog } from "@/components/auth/sign-in-qr-dialog";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/db/schema";
import { PUNCHES_PER_CARD } from "@/lib/rewards/rules";
import { AddPunchDialog } from "../../_components/add-punch-dialog";
import { ResetUserCard } from "../../_components/reset-user-card";
import { PasswordDialog } from "../../_components/password-dialog";
import { AdjustXpDialog } from "../../_components/adjust-xp-dialog";
import { BlockEarningButton } from "../../_components/block-earning-button";
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
  isSelf: boolean;
};

/** What an admin can do to one account from its page; every change reloads the page's data. */
export function CustomerActions({ user, isSelf }: Props) {
  const router = useRouter();
  const refresh = () => router.refresh();
  const isCustomer = user.role === "user";

  return (
    <div className="flex flex-wrap gap-2" data-testid="customer-actions">
      {isCustomer && (
        <>
          <ResetUserCard
            user={user}
            onReset={refresh}
            trigger={
              <Button
                variant="outline"
                size="sm"
                disabled={user.punches === 0}
                data-testid="user-reset"
              >
                <RotateCcw aria-hidden /> Reset Punchcard
              </Button>
            }
          />
          <AddPunchDialog
            user={user}
            size="sm"
            disabled={user.punches >= PUNCHES_PER_CARD}
            onDone={refresh}
          />
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
