import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = { checked: boolean; onChange: (checked: boolean) => void };

/** Whether a visitor who scans a counter QR or a printed card may make their own account. */
export function JoinField({ checked, onChange }: Props) {
  return (
    <div className="space-y-2 border-t pt-5" data-testid="setting-join">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="settings-joinAtCounter" className="leading-snug">
          Customers can join at the counter
        </Label>
        <Switch
          id="settings-joinAtCounter"
          checked={checked}
          onCheckedChange={onChange}
          aria-describedby="settings-joinAtCounter-hint"
          data-testid="settings-joinAtCounter"
        />
      </div>
      <p id="settings-joinAtCounter-hint" className="text-muted-foreground text-sm">
        {checked
          ? "A new customer scans a QR, picks a username and collects their first punch: one tap, no help needed."
          : "Off: a visitor who scans a QR is told to ask at the counter, where you make their account."}
      </p>
    </div>
  );
}
