// Plays each demo customer's history forward through the reward rules, so that their XP,
// level, card, tokens, codes and ledger agree exactly as if they had used the app
// (npm run db:check holds on the demo database).
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { addPunches, allHandedOver, openCard, rewardsWaiting } from "../../lib/program/card.ts";
import {
  levelFromXp,
  levelUpTokensBetween,
  XP_PER_CODE,
  XP_PER_TOKEN,
} from "../../lib/rewards/curve.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A small seeded generator: the same demo every run (only ids and codes are truly random). */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const levelOf = (xp) => levelFromXp(xp).level;

const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
const issuedCodes = new Set();
/** A product code (10 characters), or a shop token's short typed form (8). */
export function newCode(length = 10) {
  for (;;) {
    let code = "";
    for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    if (!issuedCodes.has(code)) {
      issuedCodes.add(code);
      return code;
    }
  }
}
export const newTokenId = () => randomBytes(16).toString("base64url");

/** The morning `days` days before `now`, at 07:00 UTC. */
export const morning = (now, days) => {
  const d = new Date(now.getTime() - days * DAY);
  d.setUTCHours(7, 0, 0, 0);
  return d;
};

/** A moment later today than ten minutes ago moves to earlier opening hours instead. */
export function notAfter(at, now, random) {
  const latest = now.getTime() - 10 * MINUTE;
  if (at.getTime() <= latest) return at;
  const opening = morning(now, 0).getTime() + 60 * MINUTE;
  if (latest > opening) return new Date(opening + random() * (latest - opening));
  return new Date(at.getTime() - DAY); // before today's opening: the same hour yesterday
}

/**
 * When a customer's visits happened: mostly spread over their whole membership, a share in
 * the last four weeks (so the dashboard's chart has bars), busier at weekends, in opening
 * hours, never in the last ten minutes.
 */
function visitTimes({ count, joinedDays, now, random }) {
  const times = [];
  while (times.length < count) {
    const span = random() < 0.8 ? joinedDays : Math.min(joinedDays, 28);
    const day = Math.floor(random() * (span + 1));
    const at = new Date(morning(now, day).getTime() + 60 * MINUTE + random() * 10 * 60 * MINUTE);
    const weekend = [0, 6].includes(at.getUTCDay());
    if (!weekend && random() < 0.4) continue;
    times.push(notAfter(at, now, random));
  }
  return times.sort((x, y) => x - y);
}

/** `count` punches 2½ minutes apart from 14:00 UTC yesterday: always in the past, whenever seeded. */
function burstTimes(count, now) {
  const start = morning(now, 1).getTime() + 7 * 60 * MINUTE;
  return Array.from({ length: count }, (_, i) => new Date(start + i * 2.5 * MINUTE));
}

/**
 * One customer's history on the shop's `program` (its size and rewards): shop-token punches
 * (each reward is handed over at the customer's next visit, and the card closes with its
 * last one), verified codes, and level-up tokens issued at each multiple of 15 levels, the
 * first `freeTokensUsed` of them redeemed at the next visit. A `burst` adds that many punches
 * in a row yesterday; `voidLastPunch` has the owner void the last punch afterwards, with that
 * note; `forgotten` visits at the end hand nothing over, so rewards (and punches on a next
 * card) are still waiting. `staff` shows the tokens and hands over rewards in the mornings
 * once they have started.
 */
export function playHistory({
  customer,
  program,
  userId,
  ownerId,
  staff,
  joinedAt,
  now,
  random,
  pickProduct,
}) {
  const kinds = [...Array(customer.tokens).fill("token"), ...Array(customer.codes).fill("code")];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  const times = visitTimes({ count: kinds.length, joinedDays: customer.joinedDays, now, random });
  const visits = kinds.map((kind, i) => ({ kind, at: times[i] }));
  for (const at of burstTimes(customer.burst ?? 0, now)) visits.push({ kind: "token", at });
  visits.sort((x, y) => x.at - y.at);
  // Who is at the till at a moment: the staff member in the mornings (UTC) after they started.
  const atTill = (at) => (staff && at >= staff.since && at.getUTCHours() < 12 ? staff.id : ownerId);
  /** @typedef {Record<string, any>} Row A row to insert, by column. */
  /** @type {{ tokens: Row[], codes: Row[], ledger: Row[], voids: Row[] }} */
  const out = { tokens: [], codes: [], ledger: [], voids: [] };
  /** @type {{ xp: number, level: number, punches: number, waiting: number, handed: number, size: number, rewards: {at: number, name: string}[], cycle: number, resetAt: Date | null, last: Date }} */
  const state = {
    xp: 0,
    level: 1,
    punches: 0,
    waiting: 0,
    handed: 0,
    size: program.size,
    rewards: program.rewards,
    cycle: 0,
    resetAt: null,
    last: joinedAt,
  };
  /** @type {Row[]} */
  const pendingFree = [];
  let freeUsed = 0;

  const gainXp = (amount, at, entry) => {
    const oldLevel = state.level;
    state.xp += amount;
    state.level = levelOf(state.xp);
    out.ledger.push({
      user_id: userId,
      xp_delta: amount,
      punch_delta: 0,
      cycle: state.cycle,
      created_at: at.toISOString(),
      ...entry,
    });
    for (let i = 0; i < levelUpTokensBetween(oldLevel, state.level); i++) {
      const token = {
        id: newTokenId(),
        kind: "level_up",
        owner_id: userId,
        created_at: at.toISOString(),
      };
      out.tokens.push(token);
      pendingFree.push(token);
    }
  };
  // As lib/rewards/void.ts does: a new entry in the punch's cycle takes its punch off the card
  // (if that card is still the current one) and its XP off the customer.
  const voidLastPunch = (note) => {
    const entry = out.ledger.findLast((e) => e.reason === "token");
    if (!entry) throw new Error(`${customer.username} has no punch to void`);
    const at = new Date(state.last.getTime() + 5 * MINUTE);
    const punchDelta = entry.cycle === state.cycle && state.punches + state.waiting > 0 ? -1 : 0;
    const oldLevel = state.level;
    // The punches waiting for the next card go first (lib/rewards/void.ts).
    if (punchDelta < 0 && state.waiting > 0) state.waiting -= 1;
    else state.punches += punchDelta;
    state.xp -= XP_PER_TOKEN;
    state.level = levelOf(state.xp);
    // The app would take back the level-up tokens of levels lost: the demo never needs to.
    if (levelUpTokensBetween(state.level, oldLevel) > 0)
      throw new Error(`voiding ${customer.username}'s last punch would take back a level-up token`);
    out.voids.push({
      user_id: userId,
      voids_token_id: entry.token_id,
      punch_delta: punchDelta,
      xp_delta: -XP_PER_TOKEN,
      cycle: entry.cycle,
      actor_id: ownerId,
      note,
      created_at: at.toISOString(),
    });
    state.last = at;
  };
  const punch = (token, at) => {
    Object.assign(token, {
      used_at: at.toISOString(),
      used_by: userId,
      used_by_name: customer.username,
    });
    Object.assign(state, addPunches(state, 1));
    gainXp(XP_PER_TOKEN, at, { reason: "token", punch_delta: 1, token_id: token.id });
    state.last = at;
  };
  // As lib/rewards/hand-over.ts does: a 'reward' entry for each reward waiting, and once the
  // card's last is handed over, its reset closes the cycle and the next card opens with the
  // punches that waited (a 'carry' entry in the new cycle).
  const handOver = (at, full) => {
    const waiting = rewardsWaiting(state);
    if (waiting.length === 0) return;
    // Soon after the punch that reached them, and always before the next visit.
    const gap = at.getTime() - state.last.getTime();
    const wait = full ? (5 + random() * 40) * MINUTE : 20 * MINUTE;
    const when = new Date(state.last.getTime() + Math.min(gap / 2, wait));
    for (const { index, reward } of waiting) {
      out.ledger.push({
        user_id: userId,
        reason: "reward",
        punch_delta: 0,
        xp_delta: 0,
        cycle: state.cycle,
        actor_id: atTill(when),
        reward_name: reward.name,
        reward_at: reward.at,
        created_at: when.toISOString(),
      });
      state.handed |= 1 << index;
    }
    if (!allHandedOver(state)) return;
    out.ledger.push({
      user_id: userId,
      reason: "card_reset",
      punch_delta: -(state.punches + state.waiting),
      xp_delta: 0,
      cycle: state.cycle,
      actor_id: atTill(when),
      reward_at: state.size,
      created_at: when.toISOString(),
    });
    const carried = state.waiting;
    const next = openCard({ cardSize: program.size, rewards: program.rewards }, carried);
    Object.assign(state, next, { cycle: state.cycle + 1, resetAt: when });
    if (carried > 0) {
      out.ledger.push({
        user_id: userId,
        reason: "carry",
        punch_delta: carried,
        xp_delta: 0,
        cycle: state.cycle,
        actor_id: atTill(when),
        created_at: when.toISOString(),
      });
    }
  };

  const tokenVisits = visits.filter((v) => v.kind === "token").length;
  let tokenVisit = 0;
  visits.forEach(({ kind, at: time }) => {
    // Each step strictly after the last, so a hand-over always sorts between two visits.
    const at = new Date(Math.max(time.getTime(), state.last.getTime() + MINUTE));
    if (kind === "code") {
      const code = {
        id: randomUUID(),
        code: newCode(),
        product_id: pickProduct(),
        created_by: ownerId,
        created_at: new Date(at.getTime() - (5 + random() * 240) * MINUTE).toISOString(),
        is_used: true,
        used_at: at.toISOString(),
        used_by: userId,
        used_by_name: customer.username,
      };
      out.codes.push(code);
      gainXp(XP_PER_CODE, at, { reason: "code", code_id: code.id });
      state.last = at;
      return;
    }
    tokenVisit += 1;
    // The till hands over what waits, unless this is one of the visits it was forgotten at.
    if (tokenVisit <= tokenVisits - (customer.forgotten ?? 0)) {
      handOver(at, state.punches >= state.size);
    }
    const token = {
      id: newTokenId(),
      kind: "admin",
      created_by: atTill(at),
      created_at: new Date(at.getTime() - (1 + random() * 10) * MINUTE).toISOString(),
    };
    out.tokens.push(token);
    punch(token, at);
    if (
      pendingFree.length > 0 &&
      freeUsed < (customer.freeTokensUsed ?? 0) &&
      state.punches < state.size
    ) {
      punch(pendingFree.shift(), new Date(at.getTime() + 30_000));
      freeUsed += 1;
    }
  });
  if (customer.voidLastPunch) voidLastPunch(customer.voidLastPunch);

  return {
    ...out,
    card: {
      size: state.size,
      rewards: state.rewards,
      punches: state.punches,
      waiting: state.waiting,
      handed: state.handed,
      is_complete: state.punches >= state.size,
      cycle: state.cycle,
      reset_at: state.resetAt?.toISOString() ?? null,
      updated_at: state.last.toISOString(),
    },
    xp: state.xp,
    level: state.level,
  };
}
