import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

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
  return (
    <Field id={id} label={label} description={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <Input
            {...control}
            name={name}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            data-testid={id}
            {...input}
          />
          {unit && <span className="text-muted-foreground shrink-0 text-sm">{unit}</span>}
        </div>
      )}
    </Field>
  );
}
