"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import { LOCALES, LOCALE_NAMES } from "@/lib/i18n/locales";
import { isCurrency } from "@/lib/i18n/money";
import { SettingField } from "./setting-field";

type Props = {
  language: string;
  currency: string;
  errors: { language?: string; currency?: string };
  onLanguage: (language: string) => void;
  onCurrency: (currency: string) => void;
};

// Each language in its own name: an owner finds theirs whatever the screen speaks.
const LANGUAGES = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

const NONE: string[] = [];
let known: string[] | undefined;
const browserCodes = () => (known ??= Intl.supportedValuesOf?.("currency") ?? NONE);
const unchanging = () => () => undefined;

const namers = new Map<string, Intl.DisplayNames>();

/** "Euro" for EUR, in the screen's language; null for a code the runtime does not know. */
function currencyName(code: string, locale: string): string | null {
  if (!isCurrency(code)) return null;
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: "currency" });
    namers.set(locale, namer);
  }
  return namer.of(code) ?? null;
}

/**
 * The shop's language (a visitor's first, the counter's) and its currency: a box that suggests
 * the ISO 4217 codes the browser knows, each with its name, so "euro" finds EUR. The server
 * checks the code again on save.
 */
export function LanguageFields({ language, currency, errors, onLanguage, onCurrency }: Props) {
  const t = useTranslations("adminSettings.settings.language");
  const locale = useLocale();
  // The browser's list, after hydration: the server's might differ from it.
  const codes = useSyncExternalStore(unchanging, browserCodes, () => NONE);
  const name = currencyName(currency.trim().toUpperCase(), locale);
  return (
    <>
      <Field
        id="settings-language"
        label={t("language")}
        description={t("languageHint")}
        error={errors.language}
      >
        <NativeSelect
          options={LANGUAGES}
          value={language}
          onChange={(e) => onLanguage(e.target.value)}
          data-testid="settings-language"
        />
      </Field>
      <SettingField
        name="currency"
        label={t("currency")}
        hint={t("currencyHint")}
        list="settings-currencies"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        className="w-40"
        placeholder={t("currencyPlaceholder")}
        unit={name ?? undefined}
        value={currency}
        error={errors.currency}
        onChange={onCurrency}
      />
      <datalist id="settings-currencies" data-testid="settings-currencies">
        {codes.map((code) => (
          <option key={code} value={code}>
            {currencyName(code, locale) ?? code}
          </option>
        ))}
      </datalist>
    </>
  );
}
