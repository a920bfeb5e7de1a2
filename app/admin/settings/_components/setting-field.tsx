import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

type Props = Omit<React.ComponentProps<typeof Input>, "id" | "onChange"> & {
  name: string;
  label: string;
  /** One plain sentence under the field. */
  hint?: React.ReactNode;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown after the box: "minutes", "per day". */
  unit?: string;
};

/** A labelled box with its sentence and, after a refused save, the schema's message. */
export function SettingField({ name, label, hint, error, value, onChange, unit, ...input }: Props) {
  const id = `settings-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
          data-testid={id}
          {...input}
        />
        {unit && <span className="text-muted-foreground shrink-0 text-sm">{unit}</span>}
      </div>
      {error && (
        <p id={errorId} className="text-destructive text-sm" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-muted-foreground text-sm">
          {hint}
        </p>
      )}
    </div>
  );
}
