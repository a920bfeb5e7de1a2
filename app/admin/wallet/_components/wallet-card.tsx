import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** One wallet's section: its name, whether it is connected, then the facts or the form. */
export function WalletCard({
  title,
  connected,
  testId,
  children,
}: {
  title: string;
  connected: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  const t = useTranslations("adminWallet");
  return (
    <Card data-testid={testId} data-connected={connected ? "true" : "false"}>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <Badge variant={connected ? "success" : "outline"}>
          {connected ? t("connected") : t("notConnected")}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}
