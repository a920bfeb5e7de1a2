"use client";

import { useTranslations } from "next-intl";
import { FormSection as Section } from "@/components/admin/form-section";
import { Field } from "@/components/ui/field";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import {
  REFERRAL_MONTHLY_MAX,
  REFERRAL_MONTHLY_MIN,
  REFERRAL_PUNCHES_MAX,
} from "@/lib/program/schema";
import { issueAt, type FormState, type Issue } from "./program-form-state";

export type ReferralNumber =
  "referralFriendPunches" | "referralInviterPunches" | "referralMonthlyMax";

type Props = {
  state: Pick<FormState, "referralsOn" | ReferralNumber>;
  issues: Issue[];
  onSwitch: (on: boolean) => void;
  onNumber: (name: ReferralNumber, value: string) => void;
};

/**
 * Friends bring friends: the switch, each side's bonus and the monthly maximum, each with when
 * it is given. The numbers stay editable while the switch is off, so the owner can set them up
 * before turning invitations' bonuses on.
 */
export function ReferralFields({ state, issues, onSwitch, onNumber }: Props) {
  const t = useTranslations("adminInvite.program");
  const numbers: { name: ReferralNumber; label: string; hint: string; min: number; max: number }[] =
    [
      {
        name: "referralFriendPunches",
        label: t("friend"),
        hint: t("friendHint", { max: REFERRAL_PUNCHES_MAX }),
        min: 0,
        max: REFERRAL_PUNCHES_MAX,
      },
      {
        name: "referralInviterPunches",
        label: t("inviter"),
        hint: t("inviterHint", { max: REFERRAL_PUNCHES_MAX }),
        min: 0,
        max: REFERRAL_PUNCHES_MAX,
      },
      {
        name: "referralMonthlyMax",
        label: t("monthlyMax"),
        hint: t("monthlyMaxHint", { min: REFERRAL_MONTHLY_MIN, max: REFERRAL_MONTHLY_MAX }),
        min: REFERRAL_MONTHLY_MIN,
        max: REFERRAL_MONTHLY_MAX,
      },
    ];
  return (
    <Section title={t("title")} description={t("description")} testId="program-referrals">
      <Field
        id="program-referralsOn"
        label={t("on")}
        orientation="spread"
        description={t("onHint")}
        error={issueAt(issues, "referralsOn")}
      >
        <Switch
          checked={state.referralsOn}
          onCheckedChange={onSwitch}
          data-testid="program-referralsOn"
        />
      </Field>
      {numbers.map(({ name, label, hint, min, max }) => (
        <Field
          key={name}
          id={`program-${name}`}
          label={label}
          description={hint}
          value={state[name]}
          onValueChange={(value: string) => onNumber(name, value)}
          error={issueAt(issues, name)}
        >
          <Input
            {...WHOLE_INPUT}
            min={min}
            max={max}
            className="w-24"
            data-testid={`program-${name}`}
          />
        </Field>
      ))}
    </Section>
  );
}
