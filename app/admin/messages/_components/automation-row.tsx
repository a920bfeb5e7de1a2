"use client";

import { ChevronDown, Pencil } from "lucide-react";
import type { RewardWord } from "@/lib/messaging/placeholders";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { AutomationEditor } from "./automation-editor";
import { MISS_YOU_DAYS_DEFAULT } from "@/lib/messaging/shop-message-schema";
import { AUTOMATION_KEYS } from "./copy";
import type { AutomationsAnswer, AutomationView } from "./types";

type Props = {
  automation: AutomationView;
  shopName: string;
  rewards: RewardWord[];
  onSaved: (answer: AutomationsAnswer) => void;
};

/** One automation: what it is, when it goes, its switch, its 30-day count, and its text. */
export function AutomationRow({ automation, shopName, rewards, onSaved }: Props) {
  const { kind, enabled, sentLast30Days } = automation;
  const t = useTranslations("adminSettings.messages");
  const key = AUTOMATION_KEYS[kind];
  const label = t(`automations.kinds.${key}.label`);
  const [switching, setSwitching] = useState(false);
  const [open, setOpen] = useState(false);

  const count = t.rich("automations.sentLast30Days", {
    count: sentLast30Days,
    strong: (words) => <span className="font-medium">{words}</span>,
  });

  // The switch saves at once, with the text as it is saved (not a draft being edited).
  async function toggle(next: boolean) {
    setSwitching(true);
    try {
      const answer = await api<AutomationsAnswer>("/automations", {
        method: "PUT",
        body: { automations: [{ ...saved(automation), enabled: next }] },
      });
      onSaved(answer);
      if (next) notify.success(t("automations.on", { label }), t("automations.onDetail"));
      else notify.success(t("automations.off", { label }), t("automations.offDetail"));
    } catch (error) {
      notify.error(t("error"), errorMessage(error, t("saveMessageFailed")));
    } finally {
      setSwitching(false);
    }
  }

  return (
    <li className="py-5 first:pt-0 last:pb-0" data-testid={`automation-${kind}`}>
      <Collapsible open={open} onOpenChange={setOpen}>
        <div className="flex items-start gap-4">
          <div className="min-w-0 flex-1 space-y-1">
            <h3 className="font-semibold" id={`automation-${kind}-label`}>
              {label}
            </h3>
            <p className="text-muted-foreground text-sm">
              {t(`automations.kinds.${key}.when`, {
                days: automation.days ?? MISS_YOU_DAYS_DEFAULT,
              })}
            </p>
            <p className="text-sm" data-testid={`automation-${kind}-count`}>
              {count}
            </p>
          </div>
          <Switch
            checked={enabled}
            disabled={switching}
            aria-busy={switching}
            onCheckedChange={(next) => void toggle(next)}
            aria-labelledby={`automation-${kind}-label`}
            data-testid={`automation-${kind}-switch`}
            className="mt-0.5"
          />
        </div>
        <CollapsibleTrigger asChild>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            data-testid={`automation-${kind}-edit`}
          >
            <Pencil aria-hidden />
            {t("automations.edit")}
            <ChevronDown
              aria-hidden
              className={open ? "rotate-180 transition-transform" : "transition-transform"}
            />
          </Button>
        </CollapsibleTrigger>
        <CollapsibleContent className="pt-4">
          <AutomationEditor
            automation={automation}
            shopName={shopName}
            rewards={rewards}
            onSaved={onSaved}
          />
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}

/** What PUT /api/automations takes for one automation, from what it answered. */
export function saved({ kind, enabled, title, body, days }: AutomationView) {
  return { kind, enabled, title, body, ...(days === null ? {} : { days }) };
}
