import "server-only";
import { deliver } from "./deliver";

// The messages something the customer did (or an admin did for them) puts in their inbox,
// written after the action's own transaction commits: the hot reward path gains no statement,
// and a message that cannot be written never undoes the punch.

/** "Free coffee" → "free coffee": the reward's name inside a sentence. */
const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Rewards just reached on the card: each waits at the counter, one message each (the last
 * one fills the card). Once per punch that reached them.
 */
export async function rewardsReached(
  userId: string,
  rewards: { name: string; fillsCard: boolean }[],
  causeId: string,
): Promise<void> {
  for (const [i, reward] of rewards.entries()) {
    await deliver({
      userId,
      kind: "reward_ready",
      title: `Your ${inSentence(reward.name)} is waiting`,
      body: reward.fillsCard
        ? "Your card is full. Show it at the counter to collect your reward."
        : "Show your card at the counter to collect your reward.",
      link: "/user/dashboard",
      dedupeKey: `reward-ready:${causeId}${i > 0 ? `:${i}` : ""}`,
    });
  }
}

/** A level reached: each level-up token it issued is one message. */
export async function leveledUp(userId: string, level: number, tokenIds: string[]): Promise<void> {
  for (const tokenId of tokenIds) {
    await deliver({
      userId,
      kind: "level_up",
      title: `Level ${level}! A free punch for you`,
      body: "Tap to open your card and use your level-up token.",
      link: "/user/dashboard",
      dedupeKey: `level-up:${tokenId}`,
    });
  }
}

/** What a reward action changed, as the reward rules return it. */
type Change = {
  isComplete?: boolean;
  /** The names of the rewards this change reached, in card order. */
  rewardsReached?: string[];
  tokensIssued?: string[];
  newLevel?: number;
};

/**
 * After a punch, a code or an adjustment: rewards reached and level-up tokens become messages.
 * Never throws: the reward is committed, whatever becomes of its message.
 */
export async function afterReward(userId: string, change: Change, causeId: string): Promise<void> {
  try {
    const reached = change.rewardsReached ?? [];
    if (reached.length > 0) {
      await rewardsReached(
        userId,
        // The card's last reward is the one at its end: reached, it fills the card.
        reached.map((name, i) => ({
          name,
          fillsCard: change.isComplete === true && i === reached.length - 1,
        })),
        causeId,
      );
    }
    if (change.tokensIssued?.length && change.newLevel) {
      await leveledUp(userId, change.newLevel, change.tokensIssued);
    }
  } catch (error) {
    console.error("[messages] after a reward:", error instanceof Error ? error.message : error);
  }
}

/** The shop answered a customer's ticket. */
export async function ticketAnswered(ticket: {
  id: string;
  userId: string;
  subject: string;
  messageId: string;
}): Promise<void> {
  await deliver({
    userId: ticket.userId,
    kind: "ticket_reply",
    title: "The shop answered your ticket",
    body: ticket.subject,
    link: `/user/tickets/${ticket.id}`,
    dedupeKey: `ticket-reply:${ticket.messageId}`,
  });
}
