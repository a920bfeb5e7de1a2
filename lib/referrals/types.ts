// What the invitation endpoints answer, shared by the API (lib/referrals) and the screens.

/** What of a join was seen before: its browser, its username, or neither (lib/users/join-marks.ts). */
export type JoinedBefore = "browser" | "username" | null;

/** The program's invitation rules as a customer or a friend reads them. */
export type InvitationRules = {
  /** The owner's switch: off, invitations still open the page but earn nothing. */
  on: boolean;
  /** Bonus punches for the friend with their join (0 to 3). */
  friendPunches: number;
  /** Bonus punches for the inviter once the friend comes back on a later shop day (0 to 3). */
  inviterPunches: number;
};

/** How one invited friend's invitation stands, as their inviter sees it. */
export type InvitedFriendState = "waiting" | "rewarded" | "review" | "none";

export type InvitedFriend = {
  /** Masked as on the leaderboard (lib/rewards/mask.ts). */
  name: string;
  joinedAt: string;
  cameBack: boolean;
  state: InvitedFriendState;
};

/** GET/POST /api/me/invitation: the customer's own invitation and the friends it brought. */
export type MyInvitation = InvitationRules & {
  code: string;
  /** The invitation's address on this app: "/i/CODE" (the screen makes it absolute). */
  path: string;
  friends: { joined: number; cameBack: number };
  invited: InvitedFriend[];
};

/** GET /api/invitations/[code]: what a friend's phone shows about an invitation. */
export type InvitationView = InvitationRules & {
  code: string;
  /** The inviter's name masked as on the leaderboard ("MA**A"). */
  inviter: string;
  shopName: string;
};

export type HoldReason =
  | "same_account"
  | "same_passkey"
  | "same_browser"
  | "address_chain"
  | "monthly_max"
  | "joined_before"
  | "blocked"
  | "return_voided";

/** GET /api/admin/referrals/held: an inviter's bonus waiting for the owner's decision. */
export type HeldReferral = {
  id: string;
  reason: HoldReason;
  joinedAt: string;
  cameBackAt: string | null;
  inviter: { id: string; username: string; name: string };
  friend: { id: string; username: string; name: string };
  /** The punches approving would give the inviter (the program's bonus now). */
  inviterPunches: number;
};

/** On the owner's customer page: who invited this customer and whom they invited. */
export type CustomerReferrals = {
  invitedBy: { id: string; username: string; status: string } | null;
  invited: {
    id: string;
    friendId: string;
    username: string;
    joinedAt: string;
    status: "joined" | "came_back" | "rewarded" | "held" | "dismissed" | "voided";
    holdReason: HoldReason | null;
    /** A held or dismissed bonus may have waited for the friend's return or not. */
    cameBack: boolean;
  }[];
};

/** GET /api/admin/referrals/analytics?months=12: invitations per month and the top inviters. */
export type ReferralAnalytics = {
  /** Shop-time months, oldest first, "YYYY-MM". */
  months: { month: string; joined: number; cameBack: number; rewarded: number }[];
  topInviters: { id: string; username: string; joined: number; cameBack: number }[];
};
