"use client";

import { useSyncExternalStore } from "react";
import { timeZoneNames } from "@/lib/validation/settings";
import { SettingField } from "./setting-field";

type Props = { value: string; error?: string; onChange: (value: string) => void };

const NONE: string[] = [];
let known: string[] | undefined;
const browserNames = () => (known ??= timeZoneNames());
const unchanging = () => () => undefined;

/**
 * The shop's time zone: a box that suggests IANA names as the owner types ("Lon" → Europe/
 * London). The list is the browser's own; the server checks the name again on save.
 */
export function TimeZoneField({ value, error, onChange }: Props) {
  // The browser's list, after hydration: the server's might differ, and the page it sent
  // must match the first render.
  const names = useSyncExternalStore(unchanging, browserNames, () => NONE);
  return (
    <>
      <SettingField
        name="timeZone"
        label="Shop's time zone"
        list="settings-time-zones"
        autoComplete="off"
        spellCheck={false}
        placeholder="Europe/London"
        hint="The shop's day starts at midnight here: daily limits and review counts start again then."
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
