import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { TokenEntry } from "./token-entry";

/**
 * Rendered on the server: the card, the token field and the scanner's placeholder ship no
 * JavaScript; the tabs, the form's submission and the scanner are the client part.
 */
export function ScanTokenPanel() {
  return (
    <Card data-testid="scan-token">
      <CardHeader>
        <CardTitle>Scan Token</CardTitle>
        <CardDescription>Scan the QR code the shop shows you, or type its code.</CardDescription>
      </CardHeader>
      <CardContent>
        <TokenEntry
          field={
            <Field id="token-input" label="Token">
              <Input
                placeholder="Paste or type the token"
                autoComplete="off"
                autoCapitalize="none"
                data-testid="token-input"
              />
            </Field>
          }
          scannerLoading={<Skeleton className="aspect-video w-full rounded-xl" />}
        />
      </CardContent>
    </Card>
  );
}
