import "server-only";
import { db } from "@/lib/db/client";
import { automations, type Automation, type AutomationKind } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/locales";
import { AUTOMATION_KIND_VALUES, MISS_YOU_DAYS_DEFAULT } from "@/lib/messaging/shop-message-schema";
import { automationDefaults } from "./automation-defaults";
import type { AutomationText } from "./placeholders";

/**
 * An automation as it stands: its row, or off when it has none. Its text is the owner's when
 * they reworded it, else the default in `defaults`' language.
 */
export function effective(
  kind: AutomationKind,
  row: Automation | undefined,
  defaults: Record<AutomationKind, AutomationText>,
) {
  const own = row?.edited ? row : undefined;
  return {
    kind,
    enabled: row?.enabled ?? false,
    title: own?.title ?? defaults[kind].title,
    body: own?.body ?? defaults[kind].body,
    /** The owner's words, sent as written to everyone; false: each customer's own language. */
    edited: own !== undefined,
    days: kind === "miss_you" ? (row?.days ?? MISS_YOU_DAYS_DEFAULT) : null,
  };
}
export type EffectiveAutomation = ReturnType<typeof effective>;

/** Every automation, in the order /admin/messages lists them, defaults in `locale`. */
export async function readAutomations(locale: Locale): Promise<EffectiveAutomation[]> {
  const [rows, defaults] = await Promise.all([
    db.select().from(automations),
    automationDefaults(locale),
  ]);
  return AUTOMATION_KIND_VALUES.map((kind) =>
    effective(
      kind,
      rows.find((r) => r.kind === kind),
      defaults,
    ),
  );
}
