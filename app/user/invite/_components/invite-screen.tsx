"use client";

import { UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { LoadFailed } from "@/components/ui/load-failed";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/http/fetcher";
import type { MyInvitation } from "@/lib/referrals/types";
import { InviteLink } from "./invite-link";
import { InvitedFriends } from "./invited-friends";

type Props = {
  shopName: string;
  /** The shop's public address (/admin/settings), else this browser's: the link is absolute. */
  publicSiteUrl: string | null;
};

/**
 * The customer's invitation, read in the browser: GET /api/me/invitation makes the code on the
 * first read, so the page itself stays a plain server render. Replacing the code answers the
 * new invitation, which takes the old one's place here.
 */
export function InviteScreen({ shopName, publicSiteUrl }: Props) {
  const t = useTranslations("invite.screen");
  const [invitation, setInvitation] = useState<MyInvitation | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api<MyInvitation>("/me/invitation", { signal: controller.signal })
      .then(setInvitation)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [attempt]);

  if (failed) {
    return (
      <LoadFailed
        message={t("loadFailed")}
        icon={<UserPlus />}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!invitation) {
    return (
      <div className="space-y-5" data-testid="invite-loading">
        <Skeleton className="mx-auto h-96 w-full rounded-xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <InviteLink
        invitation={invitation}
        shopName={shopName}
        publicSiteUrl={publicSiteUrl}
        onReplaced={setInvitation}
      />
      <InvitedFriends friends={invitation.friends} invited={invitation.invited} />
    </div>
  );
}
