"use client";

import { useState } from "react";
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
} from "@/lib/messages/inbox-messages";
import type { Preferences } from "@/lib/messages/preferences";
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

  async function toggle(kind: Kind, on: boolean) {
    setSaving(kind);
    setPrefs((p) => ({ ...p, [kind]: on }));
    try {
      const saved = await api<Preferences>("/me/notifications", {
        method: "PUT",
        body: { [kind]: on },
      });
      setPrefs(saved);
      notify.success(PREFERENCES_SAVED);
    } catch (error) {
      setPrefs((p) => ({ ...p, [kind]: !on }));
      notify.error("Error", errorMessage(error, SAVE_PREFERENCES_FAILED));
    } finally {
      setSaving(null);
    }
  }

  return (
    <Card data-testid="notification-preferences">
      <CardHeader>
        <CardTitle>{PREFERENCES_TITLE}</CardTitle>
        <CardDescription>{PREFERENCES_DESCRIPTION}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="divide-y border-y">
          {KINDS.map((kind) => (
            <Field
              key={kind}
              id={`notify-${kind}`}
              label={PREFERENCE_LABELS[kind].label}
              description={PREFERENCE_LABELS[kind].description}
              // Label and description on the left, the switch beside them.
              className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 py-3 *:m-0! [&>p]:col-start-1"
            >
              <Switch
                checked={prefs[kind]}
                disabled={saving === kind}
                onCheckedChange={(on) => void toggle(kind, on)}
                className="row-span-2"
                data-testid={`notify-${kind}`}
              />
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
