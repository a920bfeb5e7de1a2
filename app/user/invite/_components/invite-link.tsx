"use client";

import { Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { QrImage, siteAddress } from "@/components/rewards/qr-image";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { notify } from "@/components/ui/toast";
import type { MyInvitation } from "@/lib/referrals/types";
import { ReplaceCode } from "./replace-code";

type Props = {
  invitation: MyInvitation;
  shopName: string;
  publicSiteUrl: string | null;
  onReplaced: (invitation: MyInvitation) => void;
};

const noSubscription = () => () => {};
// The Web Share API: the phone's share sheet (messages, chat apps). Most desktops lack it.
const canShare = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

/** What both get, from the program: nothing when the owner's switch is off or both are 0. */
function useRules({ on, inviterPunches: inviter, friendPunches: friend }: MyInvitation) {
  const t = useTranslations("invite.screen");
  if (!on) return null;
  if (inviter > 0 && friend > 0) return t("rulesBoth", { inviter, friend });
  if (inviter > 0) return t("rulesInviter", { inviter });
  if (friend > 0) return t("rulesFriend", { friend });
  return null;
}

/**
 * The invitation link made absolute, its QR (to show a friend in person), Share where the
 * phone has a share sheet, Copy always (a desktop has no sheet, and some friends are easier
 * reached by pasting), and replacing the code.
 */
export function InviteLink({ invitation, shopName, publicSiteUrl, onReplaced }: Props) {
  const t = useTranslations("invite.screen");
  const rules = useRules(invitation);
  const sharing = useSyncExternalStore(noSubscription, canShare, () => false);
  const url = `${siteAddress(publicSiteUrl)}${invitation.path}`;

  async function share() {
    try {
      await navigator.share({
        title: t("shareTitle", { shop: shopName }),
        text: t("shareText", { shop: shopName }),
        url,
      });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof Error && error.name === "AbortError") return;
      notify.error(t("shareFailed"), t("shareFailedDetail"));
    }
  }

  return (
    <Card data-testid="invite-card">
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <QrImage value={url} size={220} label={t("qrLabel")} />
        <div className="w-full space-y-1">
          <p className="text-muted-foreground text-xs font-medium">{t("code")}</p>
          <p
            className="font-mono text-2xl font-bold tracking-widest"
            dir="ltr"
            data-testid="invite-code"
          >
            {invitation.code}
          </p>
        </div>
        <div className="w-full space-y-1">
          <p className="text-muted-foreground text-xs font-medium">{t("link")}</p>
          <p className="bg-muted rounded-md px-3 py-2 text-sm break-all select-all" dir="ltr">
            <span data-testid="invite-link">{url}</span>
          </p>
        </div>
        {rules && (
          <p
            className="bg-primary/10 text-primary w-full rounded-lg px-3 py-2 text-sm font-medium"
            data-testid="invite-rules"
          >
            {rules}
          </p>
        )}
        <div className="grid w-full gap-2">
          {sharing && (
            <Button size="lg" className="w-full" onClick={share} data-testid="invite-share">
              <Share2 aria-hidden />
              {t("share")}
            </Button>
          )}
          <CopyButton text={url} label={t("copy")} className="h-10 w-full" testId="invite-copy" />
        </div>
        <ReplaceCode onReplaced={onReplaced} />
      </CardContent>
    </Card>
  );
}
