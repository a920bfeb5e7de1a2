import { getTranslations } from "next-intl/server";
import { PasswordForm } from "@/components/auth/password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The customer's Change Password section: the current password, then the new one twice. A
 * customer without a password (passkey only, or imported without one) sets one instead.
 */
export async function PasswordSection({
  userId,
  hasPassword,
}: {
  userId: string;
  hasPassword: boolean;
}) {
  const t = await getTranslations("customer.password");
  return (
    <Card data-testid={hasPassword ? "change-password-section" : "set-password-section"}>
      <CardHeader>
        <CardTitle>{hasPassword ? t("changeTitle") : t("setTitle")}</CardTitle>
        <CardDescription>
          {hasPassword ? t("changeDescription") : t("setDescription")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PasswordForm
          userId={userId}
          askCurrent={hasPassword}
          submitLabel={hasPassword ? t("changeTitle") : t("setSubmit")}
        />
      </CardContent>
    </Card>
  );
}
