import Link from "next/link";
import { FormSection } from "@/components/admin/form-section";
import {
  COOLDOWN_MAX,
  PER_DAY_MAX,
  STAFF_TOKENS_MAX,
  TOKEN_LIFETIME_MAX,
  type RuleField as Field,
} from "@/lib/validation/settings";
import { JoinField } from "./join-field";
import { RuleField } from "./rule-field";
import { SettingField } from "./setting-field";
import { unreachableReview, type FieldErrors, type FormState } from "./settings-form-state";
import { TimeZoneField } from "./time-zone-field";

type Props = {
  state: FormState;
  errors: FieldErrors;
  change: (next: Partial<FormState>, field: keyof FieldErrors) => void;
};

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  const testId = `settings-section-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <FormSection title={title} description={description} testId={testId}>
      {children}
    </FormSection>
  );
}

export function ShopSection({ state, errors, change }: Props) {
  const text = (field: "shopName" | "ownerHandle" | "ownerUrl" | "messagingApp") => ({
    name: field,
    value: state[field],
    error: errors[field],
    onChange: (value: string) => change({ [field]: value }, field),
  });
  return (
    <Section
      title="Shop"
      description="Shown to customers across the app and in its home-screen icon."
    >
      <SettingField label="Shop name" autoComplete="organization" {...text("shopName")} />
      <SettingField
        label="Owner's handle"
        hint="Customers send their orders to this handle."
        placeholder="@yourshop"
        {...text("ownerHandle")}
      />
      <SettingField
        label="Profile link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Where the Order button takes a customer."
        {...text("ownerUrl")}
      />
      <SettingField
        label="Messaging app"
        hint="The app customers message you on, such as Instagram or WhatsApp."
        {...text("messagingApp")}
      />
      <p className="text-muted-foreground text-sm" data-testid="settings-program-link">
        The card&apos;s punches, rewards and look are set in{" "}
        <Link
          href="/admin/program"
          className="text-primary font-medium underline-offset-4 hover:underline"
        >
          Loyalty Program
        </Link>
        .
      </p>
    </Section>
  );
}

export function CounterSection({ state, errors, change }: Props) {
  return (
    <Section title="Counter" description="The QR codes you print and show at the counter.">
      <SettingField
        name="publicSiteUrl"
        label="Public site address"
        type="url"
        inputMode="url"
        placeholder="https://rewards.example.com"
        hint="Printed in QR codes and login cards. Leave blank to use the address this browser is on."
        value={state.publicSiteUrl}
        error={errors.publicSiteUrl}
        onChange={(publicSiteUrl) => change({ publicSiteUrl }, "publicSiteUrl")}
      />
      <SettingField
        name="tokenLifetimeMinutes"
        label="Token lifetime"
        type="number"
        inputMode="numeric"
        min={1}
        max={TOKEN_LIFETIME_MAX}
        className="w-28"
        unit="minutes"
        hint="A QR code made at the counter stops working after this many minutes."
        value={state.tokenLifetimeMinutes}
        error={errors.tokenLifetimeMinutes}
        onChange={(tokenLifetimeMinutes) =>
          change({ tokenLifetimeMinutes }, "tokenLifetimeMinutes")
        }
      />
      <SettingField
        name="staffTokensPerDay"
        label="Sheet tokens per staff member"
        type="number"
        inputMode="numeric"
        min={1}
        max={STAFF_TOKENS_MAX}
        className="w-28"
        unit="per day"
        hint="How many printed-sheet tokens one staff member can make in a day. You are not held to it."
        value={state.staffTokensPerDay}
        error={errors.staffTokensPerDay}
        onChange={(staffTokensPerDay) => change({ staffTokensPerDay }, "staffTokensPerDay")}
      />
      <JoinField
        checked={state.joinAtCounter}
        onChange={(joinAtCounter) => change({ joinAtCounter }, "joinAtCounter")}
      />
    </Section>
  );
}

const RULES: {
  field: Field;
  label: string;
  sentence: string;
  unit: string;
  offText: string;
  max: number;
}[] = [
  {
    field: "punchCooldownMinutes",
    label: "Wait between punches",
    sentence: "A customer must wait this many minutes between two punches.",
    unit: "minutes",
    offText: "Off: punches can follow each other at once",
    max: COOLDOWN_MAX,
  },
  {
    field: "maxPunchesPerDay",
    label: "Punches per day",
    sentence: "A customer can collect at most this many punches in one day.",
    unit: "per day",
    offText: "Off: no daily limit",
    max: PER_DAY_MAX,
  },
  {
    field: "maxCodesPerDay",
    label: "Product codes per day",
    sentence: "A customer can verify at most this many product codes in one day.",
    unit: "per day",
    offText: "Off: no daily limit",
    max: PER_DAY_MAX,
  },
  {
    field: "reviewPunchesPerDay",
    label: "Review after punches",
    sentence:
      "A customer who collects more punches than this in one day goes to the review queue for you to check.",
    unit: "punches",
    offText: "Off: never flagged for punches",
    max: PER_DAY_MAX,
  },
  {
    field: "reviewFailuresPerDay",
    label: "Review after failed attempts",
    sentence:
      "A customer with more failed QR code or product code attempts than this in one day goes to the review queue.",
    unit: "attempts",
    offText: "Off: never flagged for failed attempts",
    max: PER_DAY_MAX,
  },
];

export function EarnRulesSection({ state, errors, change }: Props) {
  return (
    <Section
      title="Earn rules"
      description="Limits that stop punches being farmed. A refused scan tells the customer when to try again."
    >
      <div className="divide-y">
        {RULES.map(({ field, ...rule }) => (
          <RuleField
            key={field}
            name={field}
            {...rule}
            rule={state.rules[field]}
            error={errors[field]}
            warning={field === "reviewPunchesPerDay" ? unreachableReview(state) : null}
            onChange={(next) => change({ rules: { ...state.rules, [field]: next } }, field)}
          />
        ))}
      </div>
      <div className="border-t pt-5">
        <TimeZoneField
          value={state.timeZone}
          error={errors.timeZone}
          onChange={(timeZone) => change({ timeZone }, "timeZone")}
        />
      </div>
    </Section>
  );
}
