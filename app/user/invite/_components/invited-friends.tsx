"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import type { InvitedFriend, InvitedFriendState, MyInvitation } from "@/lib/referrals/types";

const BADGE: Record<InvitedFriendState, "success" | "secondary" | "warning" | "outline"> = {
  rewarded: "success",
  waiting: "secondary",
  review: "warning",
  none: "outline",
};

/** "Friends you invited: 3 joined, 2 came back", and each friend, masked, with where it stands. */
export function InvitedFriends({
  friends,
  invited,
}: {
  friends: MyInvitation["friends"];
  invited: InvitedFriend[];
}) {
  const t = useTranslations("invite.friends");
  const format = useFormatter();
  return (
    <section
      className="space-y-3"
      aria-labelledby="invite-friends-title"
      data-testid="invite-friends"
    >
      <h2 id="invite-friends-title" className="text-lg font-semibold" data-testid="invite-summary">
        {t("summary", friends)}
      </h2>
      {invited.length === 0 ? (
        <EmptyState compact title={t("empty")} data-testid="invite-friends-empty" />
      ) : (
        <ul className="bg-card divide-y rounded-xl border">
          {invited.map((friend, i) => (
            <li
              key={`${friend.joinedAt}-${i}`}
              className="space-y-1 px-4 py-3"
              data-testid="invite-friend"
            >
              <p className="font-medium wrap-anywhere">
                <bdi>{friend.name}</bdi>
              </p>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-muted-foreground text-xs">
                  {t("joinedOn", {
                    date: format.dateTime(new Date(friend.joinedAt), { dateStyle: "medium" }),
                  })}
                </span>
                <Badge variant={BADGE[friend.state]} data-testid="invite-friend-state">
                  {t(`states.${friend.state}`)}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
