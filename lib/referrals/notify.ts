import "server-only";
import { deliver } from "@/lib/messaging/deliver";
import { customerLocale } from "@/lib/messaging/customer-locale";
import { wordsIn } from "@/lib/messaging/words";
import { readProgram } from "@/lib/program/read";
import { maskUsername } from "@/lib/rewards/mask";

// The inviter hears of their friend in their inbox (and by push, under their `rewards`
// switch, as every message about their punches), in their own language, after the join's or
// the bonus's transaction commits: a message that cannot be written never undoes either. The
// friend is named masked, as on the leaderboard: the inviter knows who they invited.

const LINK = "/user/dashboard";

/** "M**A joined with your invitation.", with what the inviter gets when the friend comes back. */
export async function friendJoined(
  referral: { id: string; inviterId: string },
  friendUsername: string,
): Promise<void> {
  try {
    const program = await readProgram();
    const t = await wordsIn(await customerLocale(referral.inviterId));
    const count = program.referralsOn ? program.referralInviterPunches : 0;
    await deliver({
      userId: referral.inviterId,
      kind: "friend_joined",
      title: t("referrals.friendJoined.title", { friend: maskUsername(friendUsername) }),
      body: t("referrals.friendJoined.body", { count }),
      link: LINK,
      dedupeKey: `friend-joined:${referral.id}`,
    });
  } catch (error) {
    console.error("[referrals] friend joined:", error instanceof Error ? error.message : error);
  }
}

/** "You got 1 bonus punch: M**A came back." */
export async function bonusLanded(paid: {
  referralId: string;
  inviterId: string;
  friendUsername: string;
  punches: number;
}): Promise<void> {
  try {
    const t = await wordsIn(await customerLocale(paid.inviterId));
    await deliver({
      userId: paid.inviterId,
      kind: "referral_bonus",
      title: t("referrals.bonus.title", {
        count: paid.punches,
        friend: maskUsername(paid.friendUsername),
      }),
      body: t("referrals.bonus.body"),
      link: LINK,
      dedupeKey: `referral-bonus:${paid.referralId}`,
    });
  } catch (error) {
    console.error("[referrals] bonus landed:", error instanceof Error ? error.message : error);
  }
}
