// What the demo café sends on its own: the automatic messages a café would keep on, and the
// inbox rows they would have written over the demo's history, so a shop trying the demo sees
// a Welcome in a customer's inbox and the counts at /admin/messages. The texts are the app's
// own English defaults (messages/en/messaging.json), filled as the app fills them
// (lib/messaging/placeholders.ts).
import { readFileSync } from "node:fs";
import { customerName, fillPlaceholders } from "../../lib/messaging/placeholders.ts";

// The catalogue writes a placeholder as an ICU argument, "{name}": the same token the app fills.
const ENGLISH = JSON.parse(
  readFileSync(new URL("../../messages/en/messaging.json", import.meta.url), "utf8"),
).automations;
const AUTOMATION_DEFAULTS = {
  welcome: ENGLISH.welcome,
  one_away: ENGLISH.oneAway,
  reward_waiting: ENGLISH.rewardWaiting,
  miss_you: ENGLISH.missYou,
  birthday: ENGLISH.birthday,
};

const DAY = 86_400_000;
const MINUTE = 60_000;
// One punch away's wait, as lib/messaging/automation-rules.ts has it (that file is not one
// Node runs as it is).
const ONE_AWAY_AFTER_DAYS = 3;

/**
 * On: the welcome, the nudge one punch before the reward, the reminder of a reward waiting,
 * and a word to regulars who stopped coming (three weeks is long for a café's regulars). Off:
 * the birthday, which gives a free punch away, so the owner decides it.
 */
export const DEMO_AUTOMATIONS = {
  welcome: { enabled: true },
  one_away: { enabled: true },
  reward_waiting: { enabled: true },
  miss_you: { enabled: true, days: 21 },
  birthday: { enabled: false },
};

/** How long the welcome has been on: customers who joined since then got it. */
export const WELCOME_SINCE_DAYS = 130;

/** The automations table's rows, as the owner would have saved them at /admin/messages. */
export function automationRows({ now, ownerId }) {
  return Object.entries(DEMO_AUTOMATIONS).map(([kind, { enabled, days }]) => ({
    kind,
    enabled,
    title: AUTOMATION_DEFAULTS[kind].title,
    body: AUTOMATION_DEFAULTS[kind].body,
    // Kept as the app wrote them: each customer gets them in their own language.
    edited: false,
    days: days ?? null,
    updated_at: new Date(now.getTime() - WELCOME_SINCE_DAYS * DAY).toISOString(),
    updated_by: ownerId,
  }));
}

/**
 * Inbox rows: a Welcome for every customer who joined while it was on (read, but for the
 * last day's), and "One punch away" for each card that sat one punch from a reward of the
 * `program` for 3 days, with the dedupe keys the app's own run uses
 * (lib/messaging/automation-run.ts), so it never sends them again. `ledger`: the seeded
 * entries, whose punches say when each card came one punch from a reward.
 */
export function automationInbox({ now, users, ledger, program, shop, reward }) {
  const rows = [];
  const message = (kind, user, at, dedupeKey, punches) => {
    const values = { shop, reward, name: customerName(user), punches };
    const { title, body } = AUTOMATION_DEFAULTS[kind];
    const old = now.getTime() - at.getTime() > DAY;
    return {
      user_id: user.id,
      kind,
      title: fillPlaceholders(title, values),
      body: fillPlaceholders(body, values),
      link: "/user/dashboard",
      dedupe_key: dedupeKey,
      created_at: at.toISOString(),
      read_at: old ? new Date(at.getTime() + 3 * 3600_000).toISOString() : null,
      push_status: "skipped",
    };
  };
  for (const user of users) {
    const joined = new Date(user.created_at);
    if (now.getTime() - joined.getTime() > WELCOME_SINCE_DAYS * DAY) continue;
    const at = new Date(Math.min(joined.getTime() + 5 * MINUTE, now.getTime() - MINUTE));
    rows.push(message("welcome", user, at, "welcome"));
  }
  for (const { user, cycle, at, next } of oneAwayPunches(users, ledger, program, now)) {
    // The card's last reward keeps the key of a card with one reward: once per card.
    const key = next === program.size ? `one-away:${cycle}` : `one-away:${cycle}:${next}`;
    rows.push(message("one_away", user, at, key, next - 1));
  }
  return rows.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * Each card that came one punch from a reward (`next`: the reward's place) and saw no visit
 * for ONE_AWAY_AFTER_DAYS, within the time the automation was on: the moment its nudge went.
 */
function oneAwayPunches(users, ledger, program, now) {
  const places = new Set(program.rewards.map((r) => r.at));
  const since = now.getTime() - WELCOME_SINCE_DAYS * DAY;
  const punches = ledger
    .filter((e) => e.punch_delta > 0)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const nudges = [];
  for (const user of users) {
    const counts = new Map();
    const mine = punches.filter((e) => e.user_id === user.id);
    mine.forEach((entry, i) => {
      const count = (counts.get(entry.cycle) ?? 0) + entry.punch_delta;
      counts.set(entry.cycle, count);
      if (!places.has(count + 1)) return;
      const at = Date.parse(entry.created_at) + ONE_AWAY_AFTER_DAYS * DAY;
      const following = mine[i + 1] ? Date.parse(mine[i + 1].created_at) : now.getTime();
      if (at <= following && at >= since) {
        nudges.push({ user, cycle: entry.cycle, at: new Date(at), next: count + 1 });
      }
    });
  }
  return nudges;
}
