import "server-only";
import { listener } from "@/lib/events/listeners";
import { reverse } from "@/lib/rewards/void";
import { friendCameBack } from "./inviter-bonus";
import { friendJoined } from "./notify";
import { lockReturnBonus, unsettleReturn, voidReturnBonus } from "./return-voided";

// What follows a card's change for invitations (docs/referrals.md).

export const REFERRAL_LISTENERS = [
  /**
   * A friend's punch on a later shop day than their join settles their inviter's bonus. Queued
   * in the punch's transaction: a server that dies right after the commit leaves the job, and
   * the settlement locks the invitation still `joined`, so it happens once.
   */
  listener({
    name: "referrals.friend-came-back",
    on: "card-changed",
    mode: "queued",
    when: (e) => e.cause === "token" && e.awaitsReturn === true,
    run: (e) => friendCameBack(e.userId, new Date(e.at)),
  }),
  /** "M**A joined with your invitation." */
  listener({
    name: "referrals.friend-joined",
    on: "customer-joined",
    mode: "after",
    when: (e) => e.referral !== null,
    run: async (e) => {
      if (e.referral) await friendJoined(e.referral, e.username);
    },
  }),
  /**
   * A friend's return voided: the inviter's card is locked before the void's own writes (lock
   * order), and a return nothing was paid for yet is no return: the invitation waits again.
   */
  listener({
    name: "referrals.return-voiding",
    on: "entry-voiding",
    mode: "during",
    run: async (e, tx) => {
      if (!tx) return;
      if (!(await lockReturnBonus(tx, e.entryId))) await unsettleReturn(tx, e.entryId);
    },
  }),
  /** ...and the bonus it paid goes with it, or waits for the owner when already spent. */
  listener({
    name: "referrals.return-voided",
    on: "entry-voided",
    mode: "during",
    run: async (e, tx) => {
      if (!tx) return;
      const bonus = await lockReturnBonus(tx, e.entryId);
      if (!bonus) return;
      await voidReturnBonus(tx, bonus, (b) =>
        reverse(tx, b.entry, b.card, {
          reason: e.reason,
          adminId: e.adminId,
          referralId: b.referralId,
        }),
      );
    },
  }),
];
