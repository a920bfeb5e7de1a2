import "server-only";
import { db } from "@/lib/db/client";
import { automations, type Automation, type AutomationKind } from "@/lib/db/schema";
import { AUTOMATION_KIND_VALUES, MISS_YOU_DAYS_DEFAULT } from "@/lib/validation/shop-messages";
import { AUTOMATION_DEFAULTS } from "./placeholders";

/** An automation as it stands: its row, or off with the default text when it has none. */
export function effective(kind: AutomationKind, row: Automation | undefined) {
  return {
    kind,
    enabled: row?.enabled ?? false,
    title: row?.title ?? AUTOMATION_DEFAULTS[kind].title,
    body: row?.body ?? AUTOMATION_DEFAULTS[kind].body,
    days: kind === "miss_you" ? (row?.days ?? MISS_YOU_DAYS_DEFAULT) : null,
  };
}
export type EffectiveAutomation = ReturnType<typeof effective>;

/** Every automation, in the order /admin/messages lists them. */
export async function readAutomations(): Promise<EffectiveAutomation[]> {
  const rows = await db.select().from(automations);
  return AUTOMATION_KIND_VALUES.map((kind) =>
    effective(
      kind,
      rows.find((r) => r.kind === kind),
    ),
  );
}
