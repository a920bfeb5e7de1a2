import { Field } from "@/components/ui/field";
import { Switch } from "@/components/ui/switch";

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/** Whether a visitor who scans a counter QR or a printed card may make their own account. */
export function JoinField({ checked, onChange }: Props) {
  return (
    <div className="border-t pt-5" data-testid="setting-join">
      <Field
        id="settings-joinAtCounter"
        label="Customers can join at the counter"
        orientation="spread"
        description={
          checked
            ? "A new customer scans a QR, picks a username and collects their first punch: one tap, no help needed."
            : "Off: a visitor who scans a QR is told to ask at the counter, where you make their account."
        }
      >
        <Switch checked={checked} onCheckedChange={onChange} data-testid="settings-joinAtCounter" />
      </Field>
    </div>
  );
}
