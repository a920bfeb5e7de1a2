import "server-only";
import { listener } from "@/lib/events/listeners";
import { announceRefusal } from "./refusals";

// The counter display hears of a punch in the punch's own statement (its notice rides in the
// ledger write: lib/rewards/reward-sql.ts, COUNTER_CHANNEL), live-only; of a refusal, here.
export const COUNTER_LISTENERS = [
  listener({
    name: "counter.token-refused",
    on: "token-refused",
    mode: "after",
    run: (e) => announceRefusal(e),
  }),
];
