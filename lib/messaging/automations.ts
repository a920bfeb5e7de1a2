import "server-only";
import { readProgram } from "@/lib/program/read";
import { rewardWord, rewardWords } from "@/lib/program/reward-word";
import type { RewardWord } from "./placeholders";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { automations, shopSettings, type AutomationKind } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { forgetShopSettings, readShopSettings } from "@/lib/settings/shop";
import type { Locale } from "@/lib/i18n/locales";
import {
  AUTOMATION_KIND_VALUES,
  type AutomationsUpdate,
} from "@/lib/messaging/shop-message-schema";
import { isDefaultText } from "./automation-defaults";
import { readAutomations } from "./automation-list";
import { clockMinutes, clockText } from "./quiet-hours";
import { wordsIn } from "./words";

export { runAutomations } from "./automation-run";

/** One message the shop sends on its own, as /admin/messages shows it. */
export type AutomationView = {
  kind: AutomationKind;
  enabled: boolean;
  title: string;
  body: string;
  /** Reworded by the owner: sent as written; false: the default, in each customer's language. */
  edited: boolean;
  /** We miss you: the days without a visit; null for the others. */
  days: number | null;
  /** Customers who got it in the last 30 days. */
  sentLast30Days: number;
};

export type AutomationSettings = {
  automations: AutomationView[];
  quietHours: { start: string; end: string };
  timeZone: string;
  shopName: string;
  rewardName: string;
  /** The program's rewards with their {reward} words: the previews' sample card. */
  rewards: RewardWord[];
};

/** Customers who got each kind in the last 30 days (the kind's index: kind, created_at). */
async function sentLast30Days(): Promise<Map<string, number>> {
  const result = await db.execute<{ kind: string; customers: number }>(sql`
    select kind, count(distinct user_id)::int as customers from inbox_messages
    where kind in ${sql.raw(`('${AUTOMATION_KIND_VALUES.join("','")}')`)}
      and created_at > now() - interval '30 days'
    group by kind`);
  return new Map(result.rows.map((r) => [r.kind, Number(r.customers)]));
}

/**
 * GET /api/automations: the automations (a default text in the admin's language `locale`), the
 * quiet hours and what the preview fills in.
 */
export async function automationSettings(locale: Locale): Promise<AutomationSettings> {
  const [list, counts, settings, program, t] = await Promise.all([
    readAutomations(locale),
    sentLast30Days(),
    readShopSettings(),
    readProgram(),
    wordsIn(locale),
  ]);
  return {
    automations: list.map((a) => ({ ...a, sentLast30Days: counts.get(a.kind) ?? 0 })),
    quietHours: {
      start: clockText(settings.quietStartMinutes),
      end: clockText(settings.quietEndMinutes),
    },
    timeZone: settings.timeZone,
    shopName: settings.shopName,
    rewardName: rewardWord(program.rewards, t("card.defaultReward.item")),
    rewards: rewardWords(program.rewards, t("card.defaultReward.item")),
  };
}

/** PUT /api/automations: saves what was sent (each automation whole), answers like GET. */
export async function updateAutomations({
  changes,
  adminId,
  locale,
}: {
  changes: AutomationsUpdate;
  adminId: string;
  locale: Locale;
}): Promise<AutomationSettings> {
  // A default text saved as it was (in any language) stays the default: not an edit.
  const edited = await Promise.all(
    (changes.automations ?? []).map(async (a) => !(await isDefaultText(a.kind, a))),
  );
  await transaction(async (tx) => {
    for (const [i, a] of (changes.automations ?? []).entries()) {
      const values = {
        enabled: a.enabled,
        title: a.title,
        body: a.body,
        edited: edited[i]!,
        // Days belong to We miss you; left out, they keep their value.
        ...(a.kind === "miss_you" && a.days != null ? { days: a.days } : {}),
        updatedAt: new Date(),
        updatedBy: adminId,
      };
      await tx
        .insert(automations)
        .values({ kind: a.kind, ...values })
        .onConflictDoUpdate({ target: automations.kind, set: values });
    }
    if (changes.quietHours) {
      // A new database has no settings row until its first read, which writes it.
      await readShopSettings(tx);
      await tx.update(shopSettings).set({
        quietStartMinutes: clockMinutes(changes.quietHours.start),
        quietEndMinutes: clockMinutes(changes.quietHours.end),
        updatedAt: new Date(),
        updatedBy: adminId,
      });
    }
  });
  if (changes.quietHours) forgetShopSettings();
  return automationSettings(locale);
}
