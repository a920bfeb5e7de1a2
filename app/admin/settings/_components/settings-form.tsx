"use client";

import { Save } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import type { ShopSettings } from "@/lib/settings/shop";
import { settingsSchema } from "@/lib/shop/schema";
import {
  CounterSection,
  EarnRulesSection,
  LanguageSection,
  ShopSection,
} from "./settings-sections";
import { toInput, toState, type FieldErrors, type FormState } from "./settings-form-state";
import { useBrowserTimeZone } from "./time-zone-field";

/**
 * /admin/settings: the whole form is checked with the handler's own schema before it is
 * sent, and each refused field shows the schema's message under it (the server's, if it
 * refuses what the browser let through).
 */
export function SettingsForm({
  initial,
  propose = false,
}: {
  initial: ShopSettings;
  /** The shop was never saved: its time zone is proposed from this browser until saved. */
  propose?: boolean;
}) {
  const t = useTranslations("adminSettings.settings");
  const text = useText();
  const router = useRouter();
  const [saved, setState] = useState<FormState>(() => toState(initial));
  // The browser's zone stands in for the default until the owner types one or saves: a new
  // shop gets its own midnight without looking its zone up.
  const browserZone = useBrowserTimeZone();
  const [zoneTyped, setZoneTyped] = useState(false);
  const proposal =
    propose && !zoneTyped && browserZone && browserZone !== saved.timeZone ? browserZone : null;
  const state = proposal ? { ...saved, timeZone: proposal } : saved;
  const { pending, submit, errors, clear } = useSubmit({
    schema: settingsSchema,
    action: (body) => api<ShopSettings>("/settings", { method: "PUT", body }),
    onSuccess: (answer) => {
      setState(toState(answer));
      setZoneTyped(true);
      notify.success(t("updated"), t("updatedDetail"));
      // The admin screens' own copy of the shop's name and addresses.
      router.refresh();
    },
    onInvalid: (found) => {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`settings-${first}`)?.focus();
    },
    fallback: t("saveFailed"),
  });

  /** `field`: whose message goes, now that it has been edited. */
  function change(next: Partial<FormState>, field: keyof FieldErrors) {
    if (field === "timeZone") setZoneTyped(true);
    // A proposal is kept when another field changes: it is what the owner sees.
    setState((current) => ({ ...current, ...(proposal ? { timeZone: proposal } : {}), ...next }));
    clear(field);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    void submit(toInput(state));
  }

  // The schema's messages are catalogue keys (or English, until theirs move): in the reader's words.
  const shown = Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && text(message)]),
  ) as FieldErrors;
  const sections = { state, errors: shown, change, zoneProposed: proposal !== null };
  return (
    // Two columns on a laptop, so the page uses its width: the shop and the counter beside the
    // earn rules, which are about as tall. One column on anything narrower.
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6 lg:grid-cols-2 lg:items-start"
      data-testid="settings-form"
    >
      <div className="min-w-0 space-y-6">
        <ShopSection {...sections} />
        <CounterSection {...sections} />
      </div>
      <div className="min-w-0 space-y-6">
        <EarnRulesSection {...sections} />
        <LanguageSection {...sections} />
      </div>
      <div className="flex justify-end lg:col-span-2">
        <SubmitButton
          pending={pending}
          icon={<Save aria-hidden />}
          className="w-full sm:w-auto"
          data-testid="settings-save"
        >
          {t("save")}
        </SubmitButton>
      </div>
    </form>
  );
}
