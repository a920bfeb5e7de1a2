import "server-only";
import { readShopSettings } from "@/lib/settings/shop";
import { deliver } from "./deliver";

// The messages something the customer did (or an admin did for them) puts in their inbox,
// written after the action's own transaction commits: the hot reward path gains no statement,
// and a message that cannot be written never undoes the punch.

/** A card just filled: the reward waits at the counter. Once per filling punch. */
export async function cardFilled(userId: string, causeId: string): Promise<void> {
  const { rewardName } = await readShopSettings();
  await deliver({
    userId,
    kind: "reward_ready",
    title: `Your free ${rewardName} is waiting`,
    body: "Your card is full. Show it at the counter to collect your reward.",
    link: "/user/dashboard",
    dedupeKey: `reward-ready:${causeId}`,
  });
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
type Change = { isComplete?: boolean; tokensIssued?: string[]; newLevel?: number };

/**
 * After a punch, a code or an adjustment: a full card and level-up tokens become messages.
 * Never throws: the reward is committed, whatever becomes of its message.
 */
export async function afterReward(userId: string, change: Change, causeId: string): Promise<void> {
  try {
    if (change.isComplete) await cardFilled(userId, causeId);
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
