"use client";

import { useTranslations } from "next-intl";
import { FormSection as Section } from "@/components/admin/form-section";
import { Field } from "@/components/ui/field";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { TOKEN_PUNCHES_MAX, WELCOME_MAX } from "@/lib/program/schema";

/** A number box's value, its change and its refusal, as ProgramForm hands them over. */
export type NumberProps = {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
};

/**
 * What a customer earns besides their purchases' punches: the welcome bonus (below the first
 * reward, so joining is never a free product) and the most punches one token carries.
 */
export function EarningFields({
  welcomePunches,
  maxTokenPunches,
}: {
  welcomePunches: NumberProps;
  maxTokenPunches: NumberProps;
}) {
  const t = useTranslations("adminSettings.program");
  return (
    <Section title={t("earning.title")} description={t("earning.description")}>
      <Field
        id="program-welcomePunches"
        label={t("earning.welcome")}
        description={t("earning.welcomeHint", { max: WELCOME_MAX })}
        {...welcomePunches}
      >
        <Input
          {...WHOLE_INPUT}
          min={0}
          max={WELCOME_MAX}
          className="w-24"
          data-testid="program-welcomePunches"
        />
      </Field>
      <Field
        id="program-maxTokenPunches"
        label={t("earning.perToken")}
        description={t("earning.perTokenHint", { max: TOKEN_PUNCHES_MAX })}
        {...maxTokenPunches}
      >
        <Input
          {...WHOLE_INPUT}
          min={1}
          max={TOKEN_PUNCHES_MAX}
          className="w-24"
          data-testid="program-maxTokenPunches"
        />
      </Field>
    </Section>
  );
}
