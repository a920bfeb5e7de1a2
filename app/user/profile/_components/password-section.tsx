import { PasswordForm } from "@/components/auth/password-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * The customer's Change Password section: the current password, then the new one twice. A
 * customer without a password (passkey only, or imported without one) sets one instead.
 */
export function PasswordSection({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  return (
    <Card data-testid={hasPassword ? "change-password-section" : "set-password-section"}>
      <CardHeader>
        <CardTitle>{hasPassword ? "Change Password" : "Set a password"}</CardTitle>
        <CardDescription>
          {hasPassword
            ? "Other phones signed in to your account will be signed out."
            : "Your account has no password yet. Set one to sign in on any device with your username."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PasswordForm
          userId={userId}
          askCurrent={hasPassword}
          submitLabel={hasPassword ? "Change Password" : "Set password"}
        />
      </CardContent>
    </Card>
  );
}
