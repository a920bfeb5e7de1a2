"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { googleConnectSchema } from "@/lib/wallet/connect-schema";
import type { GoogleStatus } from "@/lib/wallet/status";
import { FileField } from "./file-field";
import { readText } from "./read-file";

type Props = {
  /** Replacing a connected key: the form has a Cancel. */
  replacing: boolean;
  /** The issuer id already saved, to start from when replacing the key. */
  issuerId?: string;
  onSaved: (google: GoogleStatus) => void;
  onCancel?: () => void;
};

/** Google's issuer id and the service account's JSON key file, read in the browser. */
export function GoogleForm({ replacing, issuerId: savedIssuer = "", onSaved, onCancel }: Props) {
  const t = useTranslations("adminWallet.google.form");
  const words = useTranslations("adminWallet");
  const [issuerId, setIssuerId] = useState(savedIssuer);
  const [serviceAccount, setServiceAccount] = useState("");
  const [fileName, setFileName] = useState<string>();
  const { pending, submit, errors, clear } = useSubmit({
    schema: googleConnectSchema,
    action: (body) => api<{ google: GoogleStatus }>("/wallet/google", { method: "PUT", body }),
    onSuccess: ({ google }) => {
      notify.success(t("saved"));
      setServiceAccount("");
      setFileName(undefined);
      onSaved(google);
    },
    // The first refused field takes the focus, so a phone scrolls to it.
    onInvalid: (found) => document.getElementById(`google-${Object.keys(found)[0]}`)?.focus(),
    fallback: t("saveFailed"),
  });

  async function choose(file: File) {
    try {
      setServiceAccount(await readText(file));
      setFileName(file.name);
      clear("serviceAccount");
    } catch {
      notify.error(words("fileUnreadable"));
    }
  }

  const submitLabel = replacing ? t("saveReplace") : t("save");
  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="google-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ issuerId, serviceAccount });
      }}
    >
      <Field
        id="google-issuerId"
        label={t("issuerId")}
        description={t("issuerIdHint")}
        error={errors.issuerId}
      >
        <Input
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={issuerId}
          onChange={(e) => {
            setIssuerId(e.target.value);
            clear("issuerId");
          }}
          data-testid="google-issuerId"
        />
      </Field>
      <FileField
        id="google-serviceAccount"
        label={t("keyFile")}
        description={t("keyHint")}
        accept=".json,application/json"
        error={errors.serviceAccount}
        chosen={fileName}
        onFile={(file) => void choose(file)}
      />
      {replacing && onCancel ? (
        <FormActions
          pending={pending}
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitTestId="google-save"
        />
      ) : (
        <div className="flex justify-end">
          <SubmitButton pending={pending} className="w-full sm:w-auto" data-testid="google-save">
            {submitLabel}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
