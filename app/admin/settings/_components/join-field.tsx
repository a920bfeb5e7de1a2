"use client";

import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/** Whether a visitor who scans a counter QR or a printed card may make their own account. */
export function JoinField({ checked, onChange }: Props) {
  const t = useTranslations("adminSettings.settings.join");
  return (
    <div className="border-t pt-5" data-testid="setting-join">
      <Field
        id="settings-joinAtCounter"
        label={t("label")}
        orientation="spread"
        description={checked ? t("on") : t("off")}
      >
        <Switch checked={checked} onCheckedChange={onChange} data-testid="settings-joinAtCounter" />
      </Field>
    </div>
  );
}
