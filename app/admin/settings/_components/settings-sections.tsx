"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { FormSection } from "@/components/admin/form-section";
import {
  COOLDOWN_MAX,
  PER_DAY_MAX,
  STAFF_TOKENS_MAX,
  TOKEN_LIFETIME_MAX,
  type RuleField as Field,
} from "@/lib/shop/schema";
import { JoinField } from "./join-field";
import { LanguageFields } from "./language-fields";
import { RuleField } from "./rule-field";
import { SettingField } from "./setting-field";
import { unreachableReview, type FieldErrors, type FormState } from "./settings-form-state";
import { TimeZoneField } from "./time-zone-field";

type Props = {
  state: FormState;
  errors: FieldErrors;
  change: (next: Partial<FormState>, field: keyof FieldErrors) => void;
  /** The time zone shown is the browser's, proposed for a shop never saved. */
  zoneProposed?: boolean;
};

export function ShopSection({ state, errors, change }: Props) {
  const t = useTranslations("adminSettings.settings.shop");
  const text = (field: "shopName" | "ownerHandle" | "ownerUrl" | "messagingApp") => ({
    name: field,
    value: state[field],
    error: errors[field],
    onChange: (value: string) => change({ [field]: value }, field),
  });
  const fields = {
    shopName: text("shopName"),
    ownerHandle: text("ownerHandle"),
    ownerUrl: text("ownerUrl"),
    messagingApp: text("messagingApp"),
  };
  const programLink = t.rich("programLink", {
    link: (words) => (
      <Link
        href="/admin/program"
        className="text-primary font-medium underline-offset-4 hover:underline"
      >
        {words}
      </Link>
    ),
  });
  return (
    <FormSection title={t("title")} description={t("description")} testId="settings-section-shop">
      <SettingField label={t("shopName")} autoComplete="organization" {...fields.shopName} />
      <SettingField
        label={t("ownerHandle")}
        hint={t("ownerHandleHint")}
        placeholder={t("ownerHandlePlaceholder")}
        dir="ltr"
        {...fields.ownerHandle}
      />
      <SettingField
        label={t("profileLink")}
        type="url"
        inputMode="url"
        placeholder={t("profileLinkPlaceholder")}
        dir="ltr"
        hint={t("profileLinkHint")}
        {...fields.ownerUrl}
      />
      <SettingField
        label={t("messagingApp")}
        hint={t("messagingAppHint")}
        {...fields.messagingApp}
      />
      <SettingField
        name="address"
        label={t("address")}
        hint={t("addressHint")}
        placeholder={t("addressPlaceholder")}
        autoComplete="street-address"
        value={state.address}
        error={errors.address}
        onChange={(address) => change({ address }, "address")}
      />
      <SettingField
        name="position"
        label={t("position")}
        hint={t("positionHint")}
        placeholder={t("positionPlaceholder")}
        dir="ltr"
        value={state.position}
        error={errors.latitude ?? errors.longitude}
        onChange={(position) => change({ position }, "latitude")}
      />
      <p className="text-muted-foreground text-sm" data-testid="settings-program-link">
        {programLink}
      </p>
    </FormSection>
  );
}

export function CounterSection({ state, errors, change }: Props) {
  const t = useTranslations("adminSettings.settings");
  return (
    <FormSection
      title={t("counter.title")}
      description={t("counter.description")}
      testId="settings-section-counter"
    >
      <SettingField
        name="publicSiteUrl"
        label={t("counter.publicSiteUrl")}
        type="url"
        inputMode="url"
        placeholder={t("counter.publicSiteUrlPlaceholder")}
        dir="ltr"
        hint={t("counter.publicSiteUrlHint")}
        value={state.publicSiteUrl}
        error={errors.publicSiteUrl}
        onChange={(publicSiteUrl) => change({ publicSiteUrl }, "publicSiteUrl")}
      />
      <SettingField
        name="tokenLifetimeMinutes"
        label={t("counter.tokenLifetime")}
        type="number"
        inputMode="numeric"
        min={1}
        max={TOKEN_LIFETIME_MAX}
        className="w-28"
        unit={t("units.minutes")}
        hint={t("counter.tokenLifetimeHint")}
        value={state.tokenLifetimeMinutes}
        error={errors.tokenLifetimeMinutes}
        onChange={(tokenLifetimeMinutes) =>
          change({ tokenLifetimeMinutes }, "tokenLifetimeMinutes")
        }
      />
      <SettingField
        name="staffTokensPerDay"
        label={t("counter.staffTokens")}
        type="number"
        inputMode="numeric"
        min={1}
        max={STAFF_TOKENS_MAX}
        className="w-28"
        unit={t("units.perDay")}
        hint={t("counter.staffTokensHint")}
        value={state.staffTokensPerDay}
        error={errors.staffTokensPerDay}
        onChange={(staffTokensPerDay) => change({ staffTokensPerDay }, "staffTokensPerDay")}
      />
      <JoinField
        checked={state.joinAtCounter}
        onChange={(joinAtCounter) => change({ joinAtCounter }, "joinAtCounter")}
      />
    </FormSection>
  );
}

/** Each earn rule's limit and its unit's key (the words are in the catalogue, rules.<field>). */
const RULES: { field: Field; unit: "minutes" | "perDay" | "punches" | "attempts"; max: number }[] =
  [
    { field: "punchCooldownMinutes", unit: "minutes", max: COOLDOWN_MAX },
    { field: "maxPunchesPerDay", unit: "perDay", max: PER_DAY_MAX },
    { field: "maxCodesPerDay", unit: "perDay", max: PER_DAY_MAX },
    { field: "reviewPunchesPerDay", unit: "punches", max: PER_DAY_MAX },
    { field: "reviewFailuresPerDay", unit: "attempts", max: PER_DAY_MAX },
  ];

export function EarnRulesSection({ state, errors, change, zoneProposed }: Props) {
  const t = useTranslations("adminSettings.settings");
  const unreachable = unreachableReview(state);
  return (
    <FormSection
      title={t("rules.title")}
      description={t("rules.description")}
      testId="settings-section-earn-rules"
    >
      <div className="divide-y">
        {RULES.map(({ field, unit, max }) => (
          <RuleField
            key={field}
            name={field}
            label={t(`rules.${field}.label`)}
            valueLabel={t("rules.valueLabel", {
              label: t(`rules.${field}.label`),
              unit: t(`units.${unit}`),
            })}
            sentence={t(`rules.${field}.sentence`)}
            offText={t(`rules.${field}.off`)}
            unit={t(`units.${unit}`)}
            max={max}
            rule={state.rules[field]}
            error={errors[field]}
            warning={
              field === "reviewPunchesPerDay" && unreachable
                ? t("rules.unreachable", unreachable)
                : null
            }
            onChange={(next) => change({ rules: { ...state.rules, [field]: next } }, field)}
          />
        ))}
      </div>
      <div className="border-t pt-5">
        <TimeZoneField
          proposed={zoneProposed}
          value={state.timeZone}
          error={errors.timeZone}
          onChange={(timeZone) => change({ timeZone }, "timeZone")}
        />
      </div>
    </FormSection>
  );
}

export function LanguageSection({ state, errors, change }: Props) {
  const t = useTranslations("adminSettings.settings.language");
  return (
    <FormSection
      title={t("title")}
      description={t("description")}
      testId="settings-section-language"
    >
      <LanguageFields
        language={state.language}
        currency={state.currency}
        errors={errors}
        onLanguage={(language) => change({ language }, "language")}
        onCurrency={(currency) => change({ currency }, "currency")}
      />
    </FormSection>
  );
}
