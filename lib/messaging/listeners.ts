import "server-only";
import { listener } from "@/lib/events/listeners";
import { leveledUp, rewardsReached } from "./events";

// What follows a card's change in the customer's inbox (and by push): after the commit.
export const MESSAGING_LISTENERS = [
  listener({
    name: "messaging.rewards-ready",
    on: "rewards-ready",
    mode: "after",
    run: (e) => rewardsReached(e.userId, e.rewards, e.causeId),
  }),
  listener({
    name: "messaging.level-reached",
    on: "level-reached",
    mode: "after",
    run: (e) => leveledUp(e.userId, e.level, e.tokenIds),
  }),
];
