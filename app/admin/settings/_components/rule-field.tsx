import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { RuleField as Field } from "@/lib/validation/settings";

type Props = {
  name: Field;
  label: string;
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
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={`${id}-switch`} className="leading-snug">
          {label}
        </Label>
        <Switch
          id={`${id}-switch`}
          checked={rule.on}
          onCheckedChange={(on) => onChange({ ...rule, on })}
          data-testid={`${id}-switch`}
        />
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {sentence}
      </p>
      {rule.on ? (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            value={rule.value}
            onChange={(e) => onChange({ ...rule, value: e.target.value })}
            aria-label={`${label} (${unit})`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            className="w-28"
            data-testid={id}
          />
          <span className="text-muted-foreground text-sm">{unit}</span>
        </div>
      ) : (
        <p className="text-sm font-medium" data-testid={`${id}-off`}>
          {offText}
        </p>
      )}
      {error && rule.on && (
        <p id={`${id}-error`} className="text-destructive text-sm" data-testid={`${id}-error`}>
          {error}
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
