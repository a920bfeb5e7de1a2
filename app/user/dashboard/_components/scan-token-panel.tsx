import { useTranslations } from "next-intl";
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
  const t = useTranslations("card.dashboard");
  return (
    <Card data-testid="scan-token">
      <CardHeader>
        <CardTitle>{t("scanTitle")}</CardTitle>
        <CardDescription>{t("scanDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <TokenEntry
          field={
            <Field id="token-input" label={t("tokenLabel")}>
              <Input
                placeholder={t("tokenPlaceholder")}
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
