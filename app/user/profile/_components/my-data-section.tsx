"use client";

import { Download, Fingerprint, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { forgetSavedCard } from "@/components/pwa/saved-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormDialog } from "@/components/ui/form-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { ACCESS_DENIED } from "@/lib/auth/messages";
import {
  confirmWithPasskey,
  passkeyCancelled,
  passkeyErrorMessage,
  passkeysSupported,
} from "@/lib/auth/passkeys/browser";
import { NO_PASSKEY_USED } from "@/lib/auth/passkeys/messages";
import { api } from "@/lib/http/fetcher";
import {
  DELETE_ACCOUNT_FAILED,
  deleteWithPasswordSchema,
  deleteWithUsernameSchema,
} from "@/lib/users/my-data-schema";

type DeleteMe = { password: string } | { confirm: string };

const TYPE_INSTEAD = "Try again, or type your username to confirm.";

/**
 * Your data: take a copy of it, or delete the account and everything in it. Deleting asks for
 * the password, or, from an account without one, one of its passkeys or the username typed out.
 */
export function MyDataSection({
  hasPassword,
  hasPasskeys,
}: {
  hasPassword: boolean;
  hasPasskeys: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const deleted = () => {
    notify.success("Account Deleted", "Your account and all its data have been removed");
    forgetSavedCard();
    router.replace("/");
    router.refresh();
  };
  const { pending, form } = useSubmit<Record<string, string>, DeleteMe>({
    schema: hasPassword ? deleteWithPasswordSchema : deleteWithUsernameSchema,
    action: (input) => api("/me", { method: "DELETE", body: input }),
    onSuccess: deleted,
    fallback: DELETE_ACCOUNT_FAILED,
  });
  const byPasskey = !hasPassword && hasPasskeys && passkeysSupported();

  async function deleteWithPasskey() {
    setConfirming(true);
    try {
      const passkey = await confirmWithPasskey();
      await api("/me", { method: "DELETE", body: { passkey } });
      deleted();
    } catch (error) {
      if (passkeyCancelled(error)) notify.info(NO_PASSKEY_USED, TYPE_INSTEAD);
      else notify.error(ACCESS_DENIED, passkeyErrorMessage(error, DELETE_ACCOUNT_FAILED));
      setConfirming(false);
    }
  }

  function close() {
    setOpen(false);
    setPassword("");
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download a copy of everything we keep about you, or delete your account.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          {/* A plain link: the browser saves the file the server names. */}
          <a href="/api/me/export" download data-testid="download-my-data">
            <Download aria-hidden /> Download my data
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-my-account">
          <Trash2 aria-hidden /> Delete my account
        </Button>
      </CardContent>
      <FormDialog
        open={open}
        onClose={close}
        pending={pending || confirming}
        title="Delete my account"
        description="This cannot be undone."
        onSubmit={form(hasPassword ? { password } : { confirm: password })}
        testId="delete-account"
        submitLabel="Delete my account"
        destructive
      >
        <div className="space-y-2 text-sm">
          <p>Deleting your account removes, for good:</p>
          <ul className="text-muted-foreground list-disc space-y-1 ps-5">
            <li>your punch card and its punches</li>
            <li>your XP and level</li>
            <li>your tickets and their messages</li>
            <li>your reviews</li>
            <li>your messages, notification choices and birthday</li>
            <li>your history of punches, codes and rewards</li>
          </ul>
          <p>Download your data first if you want to keep a copy.</p>
        </div>
        {hasPassword ? (
          <Field id="delete-password" label="Password">
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="delete-account-password"
            />
          </Field>
        ) : (
          <>
            {byPasskey && (
              <SubmitButton
                type="button"
                variant="outline"
                className="w-full"
                pending={confirming}
                disabled={pending}
                icon={<Fingerprint aria-hidden />}
                onClick={() => void deleteWithPasskey()}
                data-testid="delete-account-passkey"
              >
                Confirm with my passkey
              </SubmitButton>
            )}
            <Field
              id="delete-confirm"
              label="Your username"
              description={
                byPasskey
                  ? "Or type your username, then delete."
                  : "Your account has no password: type your username to confirm."
              }
            >
              <Input
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                data-testid="delete-account-confirm"
              />
            </Field>
          </>
        )}
      </FormDialog>
    </Card>
  );
}
