"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import {
  PREFERENCE_LABELS,
  PREFERENCES_DESCRIPTION,
  PREFERENCES_SAVED,
  PREFERENCES_TITLE,
  SAVE_PREFERENCES_FAILED,
} from "@/lib/messaging/inbox-messages";
import type { Preferences } from "@/lib/messaging/preferences";
import { BirthdayForm } from "./birthday-form";
import { DeviceList } from "./device-list";

type Kind = keyof typeof PREFERENCE_LABELS;
const KINDS = Object.keys(PREFERENCE_LABELS) as Kind[];

/**
 * What the customer hears about: three switches, each saved as it is flipped (and flipped back
 * when the save fails), the optional birthday, and the devices that get notifications.
 */
export function NotificationPreferences({ initial }: { initial: Preferences }) {
  const [prefs, setPrefs] = useState(initial);
  const [saving, setSaving] = useState<Kind | null>(null);
  const t = useTranslations("customer");
  const text = useText();

  async function toggle(kind: Kind, on: boolean) {
    setSaving(kind);
    setPrefs((p) => ({ ...p, [kind]: on }));
    try {
      const saved = await api<Preferences>("/me/notifications", {
        method: "PUT",
        body: { [kind]: on },
      });
      setPrefs(saved);
      notify.success(text(PREFERENCES_SAVED));
    } catch (error) {
      setPrefs((p) => ({ ...p, [kind]: !on }));
      notify.error(t("error"), text(errorMessage(error, SAVE_PREFERENCES_FAILED)));
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card data-testid="notification-preferences">
      <CardHeader>
        <CardTitle>{text(PREFERENCES_TITLE)}</CardTitle>
        <CardDescription>{text(PREFERENCES_DESCRIPTION)}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="divide-y border-y">
          {KINDS.map((kind) => (
            <Field
              key={kind}
              id={`notify-${kind}`}
              label={text(PREFERENCE_LABELS[kind].label)}
              description={text(PREFERENCE_LABELS[kind].description)}
              orientation="spread"
              value={prefs[kind]}
              onValueChange={(on: boolean) => void toggle(kind, on)}
              className="py-3"
            >
              <Switch disabled={saving === kind} data-testid={`notify-${kind}`} />
            </Field>
          ))}
        </div>
        <BirthdayForm
          initial={prefs.birthday}
          onSaved={(birthday) => setPrefs((p) => ({ ...p, birthday }))}
        />
        <DeviceList initial={prefs.devices} />
      </CardContent>
    </Card>
  );
}
