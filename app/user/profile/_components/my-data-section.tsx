"use client";

import { Download, Fingerprint, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
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

/** What deleting the account removes, each a line of the dialog's list. */
const REMOVED = ["card", "xp", "tickets", "reviews", "messages", "history"] as const;

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
  const t = useTranslations("customer.myData");
  const text = useText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const deleted = () => {
    notify.success(t("deletedTitle"), t("deletedDescription"));
    forgetSavedCard();
    router.replace("/");
    router.refresh();
  };
  const { pending, form } = useSubmit<Record<string, string>, DeleteMe>({
    schema: hasPassword ? deleteWithPasswordSchema : deleteWithUsernameSchema,
    action: (input) => api("/me", { method: "DELETE", body: input }),
    onSuccess: deleted,
    fallback: text(DELETE_ACCOUNT_FAILED),
  });
  const byPasskey = !hasPassword && hasPasskeys && passkeysSupported();

  async function deleteWithPasskey() {
    setConfirming(true);
    try {
      const passkey = await confirmWithPasskey();
      await api("/me", { method: "DELETE", body: { passkey } });
      deleted();
    } catch (error) {
      if (passkeyCancelled(error)) notify.info(text(NO_PASSKEY_USED), t("typeInstead"));
      else {
        notify.error(
          text(ACCESS_DENIED),
          text(passkeyErrorMessage(error, text(DELETE_ACCOUNT_FAILED))),
        );
      }
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
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          {/* A plain link: the browser saves the file the server names. */}
          <a href="/api/me/export" download data-testid="download-my-data">
            <Download aria-hidden /> {t("download")}
          </a>
        </Button>
        <Button variant="destructive" onClick={() => setOpen(true)} data-testid="delete-my-account">
          <Trash2 aria-hidden /> {t("delete")}
        </Button>
      </CardContent>
      <FormDialog
        open={open}
        onClose={close}
        pending={pending || confirming}
        title={t("delete")}
        description={t("cannotUndo")}
        onSubmit={form(hasPassword ? { password } : { confirm: password })}
        testId="delete-account"
        submitLabel={t("delete")}
        destructive
      >
        <div className="space-y-2 text-sm">
          <p>{t("removes")}</p>
          <ul className="text-muted-foreground list-disc space-y-1 ps-5">
            {REMOVED.map((key) => (
              <li key={key}>{t(`removed.${key}`)}</li>
            ))}
          </ul>
          <p>{t("downloadFirst")}</p>
        </div>
        {hasPassword ? (
          <Field id="delete-password" label={t("password")}>
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
                {t("confirmPasskey")}
              </SubmitButton>
            )}
            <Field
              id="delete-confirm"
              label={t("yourUsername")}
              description={byPasskey ? t("orTypeUsername") : t("noPasswordTypeUsername")}
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
