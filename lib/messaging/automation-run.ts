import "server-only";
import { readProgram } from "@/lib/program/read";
import { sql, type SQL } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { AutomationKind } from "@/lib/db/schema";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@/lib/i18n/locales";
import { randomId } from "@/lib/security/tokens";
import { readShopSettings } from "@/lib/settings/shop";
import {
  DAILY_CAP,
  MISS_YOU_MIN_VISITS,
  ONE_AWAY_AFTER_DAYS,
  REWARD_WAITING_AFTER_DAYS,
  RUN_ORDER,
  WEEKLY_CAP,
  birthdayRule,
  capWindows,
  daysAgo,
  missYouLastVisitBy,
  welcomeSince,
  type Clock,
} from "./automation-rules";
import { automationDefaults } from "./automation-defaults";
import { readAutomations, type EffectiveAutomation } from "./automation-list";
import { sendToAll, type Written } from "./fan-out";
import { AUTOMATION_KINDS } from "./kinds";
import { fillPlaceholders, rewardAboutOf } from "./placeholders";
import { quietUntil } from "./quiet-hours";
import { customerReward } from "./shop-placeholders";
import { wordsIn } from "./words";
import { ONE_PUNCH_AWAY, REWARDS_REACHED, REWARD_WAITING } from "./card-sql";
import { VISIT } from "./segments";

/** Who one automation is due for now, and the key that makes it once-only. */
type Rule = {
  where: SQL;
  join?: SQL;
  dedupeKey: SQL;
  /** Runs in each batch's transaction with the customers just written (the birthday's gift). */
  alsoWrite?: (tx: Tx, written: Written[]) => Promise<void>;
};

const AUTOMATIC = sql.raw(`('${AUTOMATION_KINDS.join("','")}')`);

/** The caps: no automatic message yet this shop day, and fewer than three in the last seven. */
function underCaps(clock: Clock): SQL {
  const { dayStart, weekStart } = capWindows(clock);
  const since = (start: Date) => sql`(select count(*) from inbox_messages m
    where m.user_id = u.id and m.kind in ${AUTOMATIC} and m.created_at >= ${start})`;
  return sql`${since(dayStart)} < ${DAILY_CAP} and ${since(weekStart)} < ${WEEKLY_CAP}`;
}

// Each rule's "quiet since" is the later of the card's last punch and its last change (an
// owner's adjustment, a reset): a visit, or the counter's hand, restarts the wait.
const CARD_QUIET_SINCE = sql`greatest(c.last_punch_at, c.updated_at)`;

const RULES: Record<AutomationKind, (clock: Clock, automation: EffectiveAutomation) => Rule> = {
  // Joined, or first punched, in the last two days: once ever.
  welcome: (clock) => {
    const since = welcomeSince(clock);
    const punchedOn = (when: SQL) => sql`exists (select 1 from earn_days e
      where e.user_id = u.id and e.punches > 0 and ${when})`;
    return {
      where: sql`(u.created_at >= ${since.at} or (${punchedOn(sql`e.day >= ${since.day}::date`)}
        and not ${punchedOn(sql`e.day < ${since.day}::date`)}))`,
      dedupeKey: sql`'welcome'`,
    };
  },
  // One punch from the card's next reward and no visit for three days: once per reward.
  one_away: ({ now }) => ({
    where: sql`${ONE_PUNCH_AWAY} and ${CARD_QUIET_SINCE} <= ${daysAgo(now, ONE_AWAY_AFTER_DAYS)}`,
    dedupeKey: sql`'one-away:' || c.cycle || case when c.punches + 1 = c.size then '' else ':' || (c.punches + 1) end`,
  }),
  // A reward reached and not handed over for seven days: once per card and rewards reached.
  reward_waiting: ({ now }) => ({
    where: sql`${REWARD_WAITING} and ${CARD_QUIET_SINCE} <= ${daysAgo(now, REWARD_WAITING_AFTER_DAYS)}`,
    dedupeKey: sql`'reward-waiting:' || c.cycle || case when c.punches >= c.size then '' else ':' || ${REWARDS_REACHED} end`,
  }),
  // Two visits or more, the last `days` shop days ago or earlier: once per absence.
  miss_you: (clock, automation) => ({
    join: sql`cross join lateral (select count(*) as visits, max(e.day) as last_visit
      from earn_days e where e.user_id = u.id and ${VISIT}) v`,
    where: sql`v.visits >= ${MISS_YOU_MIN_VISITS}
      and v.last_visit <= ${missYouLastVisitBy(clock, automation.days!)}::date`,
    dedupeKey: sql`'miss-you:' || v.last_visit::text`,
  }),
  // Today's birthdays entered at least 30 days ahead: a message and a gift token, once a year.
  birthday: (clock) => {
    const rule = birthdayRule(clock);
    const today = sql.join(
      rule.dates.map((d) => sql`(ns.birthday_month = ${d.month} and ns.birthday_day = ${d.day})`),
      sql` or `,
    );
    return {
      join: sql`join notification_settings ns on ns.user_id = u.id`,
      where: sql`(${today})
        and (ns.birthday_set_at is null or ns.birthday_set_at < ${rule.enteredBefore})`,
      dedupeKey: sql`${`birthday:${rule.year}`}::text`,
      alsoWrite: async (tx, written) => {
        if (written.length === 0) return;
        const ids = written.map(() => randomId());
        await tx.execute(sql`
          insert into punch_tokens (id, kind, owner_id, expires_at, created_at)
          select t.id, 'gift', t.owner_id, ${rule.giftExpiresAt}, ${clock.now}
          from unnest(${sql.param(ids)}::text[], ${sql.param(written.map((w) => w.userId))}::uuid[])
            as t(id, owner_id)`);
      },
    };
  },
};

/**
 * The texts one automation goes out with, each with the customers it is for: the owner's words
 * to everyone; the default in each customer's language (their profile's, else the shop's).
 */
async function textsOf(
  automation: EffectiveAutomation,
  shopLanguage: Locale,
): Promise<{ title: string; body: string; who: SQL; locale: Locale }[]> {
  // The owner's own words are in the shop's language: so is the {reward} they name.
  if (automation.edited)
    return [
      { title: automation.title, body: automation.body, who: sql`true`, locale: shopLanguage },
    ];
  return Promise.all(
    LOCALES.map(async (locale) => ({
      ...(await automationDefaults(locale))[automation.kind],
      who: sql`coalesce(u.locale, ${shopLanguage}) = ${locale}`,
      locale,
    })),
  );
}

export type AutomationRun = {
  /** Inside the quiet hours: nothing was sent, it waits until this moment. */
  quietUntil: Date | null;
  /** Messages written, per automation that is on. */
  sent: Partial<Record<AutomationKind, number>>;
};

/**
 * One pass of the shop's own messages at `now` (the scheduled job passes the clock's time,
 * tests their own): inside the quiet hours nothing goes; else each automation that is on
 * writes to every customer it is due for, within the caps, once per its key.
 */
export async function runAutomations({
  now = new Date(),
}: { now?: Date } = {}): Promise<AutomationRun> {
  const settings = await readShopSettings();
  const until = quietUntil(now, settings);
  if (until) return { quietUntil: until, sent: {} };
  const clock = { now, timeZone: settings.timeZone };
  const { rewards } = await readProgram();
  const caps = underCaps(clock);
  const shopLanguage = isLocale(settings.language) ? settings.language : DEFAULT_LOCALE;
  const automations = await readAutomations(shopLanguage);
  const sent: AutomationRun["sent"] = {};
  for (const kind of RUN_ORDER) {
    const automation = automations.find((a) => a.kind === kind);
    if (!automation?.enabled) continue;
    const rule = RULES[kind](clock, automation);
    let written = 0;
    // One language after the other: each customer is in exactly one, so the caps and the
    // dedupe key hold as they do for a single text.
    for (const text of await textsOf(automation, shopLanguage)) {
      const shop = { shop: settings.shopName };
      // {reward}: the reward this message is about on each customer's own card, the untouched
      // default in the text's language.
      const defaultItem = (await wordsIn(text.locale))("card.defaultReward.item");
      written += await sendToAll(
        {
          kind,
          title: fillPlaceholders(text.title, shop),
          body: fillPlaceholders(text.body, shop),
          reward: customerReward(rewards, rewardAboutOf(kind), defaultItem),
          link: "/user/dashboard",
          dedupeKey: rule.dedupeKey,
          join: rule.join,
          where: sql`${rule.where} and ${caps} and ${text.who}`,
          createdAt: now,
        },
        rule.alsoWrite,
      );
    }
    sent[kind] = written;
  }
  return { quietUntil: null, sent };
}

/** The "automations" queue's job (every 15 minutes). */
export async function automationsJob(): Promise<void> {
  await runAutomations();
}
