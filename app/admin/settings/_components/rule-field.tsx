import { Field } from "@/components/ui/field";
import { Input, WHOLE_INPUT } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import type { RuleField as RuleName } from "@/lib/shop/schema";

type Props = {
  name: RuleName;
  label: string;
  /** The number box's name for screen readers: the label with its unit. */
  valueLabel: string;
  /** What the rule means, in words staff can repeat to a customer. */
  sentence: string;
  unit: string;
  /** What off means for this rule ("Off: no limit"). */
  offText: string;
  max: number;
  rule: { on: boolean; value: string };
  error?: string;
  /** Allowed, but worth a second look: shown under the field in amber. */
  warning?: string | null;
  onChange: (rule: { on: boolean; value: string }) => void;
};

/** One earn rule: a switch (off is no limit) and its number, with the sentence that explains it. */
export function RuleField({
  name,
  label,
  valueLabel,
  sentence,
  unit,
  offText,
  max,
  rule,
  error,
  warning,
  onChange,
}: Props) {
  const id = `settings-${name}`;
  return (
    <div className="space-y-2 py-4 first:pt-0 last:pb-0" data-testid={`rule-${name}`}>
      <Field id={`${id}-switch`} label={label} orientation="spread" description={sentence}>
        <Switch
          checked={rule.on}
          onCheckedChange={(on) => onChange({ ...rule, on })}
          data-testid={`${id}-switch`}
        />
      </Field>
      {rule.on ? (
        <Field id={id} label={valueLabel} hideLabel error={error}>
          {(control) => (
            <div className="flex items-center gap-2">
              <Input
                {...control}
                {...WHOLE_INPUT}
                min={1}
                max={max}
                value={rule.value}
                onChange={(e) => onChange({ ...rule, value: e.target.value })}
                className="w-28"
                data-testid={id}
              />
              <span className="text-muted-foreground text-sm">{unit}</span>
            </div>
          )}
        </Field>
      ) : (
        <p className="text-sm font-medium" data-testid={`${id}-off`}>
          {offText}
        </p>
      )}
      {warning && rule.on && !error && (
        <p
          className="text-sm font-medium text-amber-700 dark:text-amber-400"
          role="status"
          data-testid={`${id}-warning`}
        >
          {warning}
        </p>
      )}
    </div>
  );
}
