import "server-only";
import { eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { notificationSettings } from "@/lib/db/schema";
import type { Birthday, NotificationSettingsInput } from "@/lib/messaging/notification-schema";
import { listDevices, type Device } from "./subscriptions";

/** What the customer wants to hear about, their birthday and the devices that get push. */
export type Preferences = {
  rewards: boolean;
  news: boolean;
  offers: boolean;
  birthday: Birthday | null;
  devices: Device[];
};

// No row yet: every kind on and no birthday (the table's defaults).
const DEFAULTS = {
  rewards: true,
  news: true,
  offers: true,
  birthdayMonth: null,
  birthdayDay: null,
};

async function readSettings(userId: string) {
  const [row] = await db
    .select({
      rewards: notificationSettings.rewards,
      news: notificationSettings.news,
      offers: notificationSettings.offers,
      birthdayMonth: notificationSettings.birthdayMonth,
      birthdayDay: notificationSettings.birthdayDay,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? DEFAULTS;
}

export async function getPreferences(userId: string): Promise<Preferences> {
  const [settings, devices] = await Promise.all([readSettings(userId), listDevices(userId)]);
  const { birthdayMonth: month, birthdayDay: day } = settings;
  return {
    rewards: settings.rewards,
    news: settings.news,
    offers: settings.offers,
    birthday: month !== null && day !== null ? { month, day } : null,
    devices,
  };
}

/**
 * Changes what is given and keeps the rest. A birthday entered or changed records when
 * (birthday_set_at): one entered fewer than 30 days before it earns nothing that year, so
 * moving it to next week cannot win a gift. Saving the same birthday again changes nothing.
 */
export async function updatePreferences({
  userId,
  input,
}: {
  userId: string;
  input: NotificationSettingsInput;
}): Promise<Preferences> {
  const set: Record<string, unknown> = {};
  for (const key of ["rewards", "news", "offers"] as const) {
    if (input[key] !== undefined) set[key] = input[key];
  }
  if (input.birthday !== undefined) {
    const month = input.birthday?.month ?? null;
    const day = input.birthday?.day ?? null;
    set.birthdayMonth = month;
    set.birthdayDay = day;
    set.birthdaySetAt =
      month === null
        ? null
        : sql`case when ${notificationSettings.birthdayMonth} is not distinct from ${month}::smallint
                    and ${notificationSettings.birthdayDay} is not distinct from ${day}::smallint
               then ${notificationSettings.birthdaySetAt} else now() end`;
  }
  if (Object.keys(set).length > 0) {
    await db
      .insert(notificationSettings)
      .values({
        userId,
        ...(input.rewards !== undefined ? { rewards: input.rewards } : {}),
        ...(input.news !== undefined ? { news: input.news } : {}),
        ...(input.offers !== undefined ? { offers: input.offers } : {}),
        ...(input.birthday
          ? {
              birthdayMonth: input.birthday.month,
              birthdayDay: input.birthday.day,
              birthdaySetAt: sql`now()`,
            }
          : {}),
      })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { ...set, updatedAt: sql`now()` },
      });
  }
  return getPreferences(userId);
}
