"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { timeZoneNames } from "@/lib/shop/schema";
import { SettingField } from "./setting-field";

type Props = {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The value is this browser's zone, proposed for a shop never saved (the guide's step 1). */
  proposed?: boolean;
};

const NONE: string[] = [];
let known: string[] | undefined;
const browserNames = () => (known ??= timeZoneNames());
const unchanging = () => () => undefined;

/** This browser's own time zone when it is one the list knows; null on the server. */
function browserZone(): string | null {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && browserNames().includes(zone) ? zone : null;
}

/** The browser's time zone after hydration (null before, and on the server). */
export function useBrowserTimeZone(): string | null {
  return useSyncExternalStore(unchanging, browserZone, () => null);
}

/**
 * The shop's time zone: a box that suggests IANA names as the owner types ("Lon" → Europe/
 * London). The list is the browser's own; the server checks the name again on save.
 */
export function TimeZoneField({ value, error, onChange, proposed }: Props) {
  // The browser's list, after hydration: the server's might differ, and the page it sent
  // must match the first render.
  const t = useTranslations("adminSettings.settings.timeZone");
  const names = useSyncExternalStore(unchanging, browserNames, () => NONE);
  return (
    <>
      <SettingField
        name="timeZone"
        label={t("label")}
        list="settings-time-zones"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        placeholder={t("placeholder")}
        hint={proposed ? `${t("proposed")} ${t("hint")}` : t("hint")}
        value={value}
        error={error}
        onChange={onChange}
      />
      <datalist id="settings-time-zones" data-testid="settings-time-zones">
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </>
  );
}
