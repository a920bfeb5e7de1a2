import "server-only";
import type { Locale } from "@/lib/i18n/locales";
import { defaultReward, shownRewardName } from "@/lib/program/reward-name";
import { wordsIn } from "./words";
import { customerLocale } from "./customer-locale";
import { deliver } from "./deliver";

// The messages something the customer did (or an admin did for them) puts in their inbox,
// written after the action's own transaction commits (lib/messaging/listeners.ts): the hot
// reward path gains no statement, and a message that cannot be written never undoes the punch.

// Each message is written in its customer's language (their profile's, else the shop's), from
// the messaging catalogue; the reward's name is the owner's, as written (the program's
// untouched default in the customer's language: lib/program/reward-name.ts).

/**
 * "Free coffee" → "free coffee": the reward's name inside a sentence. German writes its nouns
 * with a capital wherever they stand.
 */
const inSentence = (name: string, locale: Locale) =>
  locale === "de" ? name : name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Rewards just reached on the card: each waits at the counter, one message each (the last
 * one fills the card). Once per punch that reached them.
 */
export async function rewardsReached(
  userId: string,
  rewards: { name: string; fillsCard: boolean }[],
  causeId: string,
): Promise<void> {
  const locale = await customerLocale(userId);
  const t = await wordsIn(locale);
  const dflt = defaultReward(t, "card.");
  for (const [i, reward] of rewards.entries()) {
    const name = shownRewardName(reward.name, dflt);
    await deliver({
      userId,
      kind: "reward_ready",
      title: t("messaging.rewardReady.title", { reward: inSentence(name, locale) }),
      body: t(
        reward.fillsCard ? "messaging.rewardReady.bodyCardFull" : "messaging.rewardReady.body",
      ),
      link: "/user/dashboard",
      dedupeKey: `reward-ready:${causeId}${i > 0 ? `:${i}` : ""}`,
    });
  }
}

/** A level reached: each level-up token it issued is one message. */
export async function leveledUp(userId: string, level: number, tokenIds: string[]): Promise<void> {
  if (tokenIds.length === 0) return;
  const t = await wordsIn(await customerLocale(userId));
  for (const tokenId of tokenIds) {
    await deliver({
      userId,
      kind: "level_up",
      title: t("messaging.levelUp.title", { level }),
      body: t("messaging.levelUp.body"),
      link: "/user/dashboard",
      dedupeKey: `level-up:${tokenId}`,
    });
  }
}

/** The shop answered a customer's ticket. Never throws: the answer is saved whatever becomes of its message. */
export async function ticketAnswered(ticket: {
  id: string;
  userId: string;
  subject: string;
  messageId: string;
}): Promise<void> {
  try {
    const t = await wordsIn(await customerLocale(ticket.userId));
    await deliver({
      userId: ticket.userId,
      kind: "ticket_reply",
      title: t("messaging.ticketReply.title"),
      body: ticket.subject,
      link: `/user/tickets/${ticket.id}`,
      dedupeKey: `ticket-reply:${ticket.messageId}`,
    });
  } catch (error) {
    console.error("[messages] a ticket's answer:", error instanceof Error ? error.message : error);
  }
}
