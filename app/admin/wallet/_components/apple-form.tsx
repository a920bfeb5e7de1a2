"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import * as z from "zod";
import { Field, Optional } from "@/components/ui/field";
import { FormActions } from "@/components/ui/form-actions";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { appleConnectSchema, type AppleConnectInput } from "@/lib/wallet/connect-schema";
import { walletRefusal } from "@/lib/wallet/messages";
import type { AppleStatus } from "@/lib/wallet/status";
import { FileField } from "./file-field";
import { readBase64, readText } from "./read-file";

const METHODS = ["p12", "pem"] as const;
export type AppleMethod = (typeof METHODS)[number];
type FileKey = "p12Base64" | "certificatePem" | "privateKeyPem" | "wwdrPem";
type State = Required<Omit<AppleConnectInput, FileKey>> & Record<FileKey, string>;

const EMPTY: State = {
  passTypeIdentifier: "",
  teamIdentifier: "",
  p12Base64: "",
  p12Password: "",
  certificatePem: "",
  privateKeyPem: "",
  privateKeyPassphrase: "",
  wwdrPem: "",
};

// The .p12 way: the shared schema's fields with the .p12 file asked for under its own field,
// without the check across them that asks for the PEM files this way does not show.
const P12_WAY = z.object({
  ...appleConnectSchema.shape,
  p12Base64: appleConnectSchema.shape.p12Base64.refine(Boolean, walletRefusal("p12Missing")),
});

/** Only the chosen way's fields go: a PEM left over from the other way is not sent. */
export function appleInput(method: AppleMethod, s: State): AppleConnectInput {
  const ids = { passTypeIdentifier: s.passTypeIdentifier, teamIdentifier: s.teamIdentifier };
  return method === "p12"
    ? { ...ids, p12Base64: s.p12Base64, p12Password: s.p12Password, wwdrPem: s.wwdrPem }
    : {
        ...ids,
        certificatePem: s.certificatePem,
        privateKeyPem: s.privateKeyPem,
        privateKeyPassphrase: s.privateKeyPassphrase,
        wwdrPem: s.wwdrPem,
      };
}

type Props = {
  /** Replacing a connected certificate: the form has a Cancel. */
  replacing: boolean;
  onSaved: (apple: AppleStatus) => void;
  onCancel?: () => void;
};

/** Apple's credentials: a .p12 with its password, or the certificate and key as PEM files. */
export function AppleForm({ replacing, onSaved, onCancel }: Props) {
  const t = useTranslations("adminWallet");
  const [method, setMethod] = useState<AppleMethod>("p12");
  const [state, setState] = useState<State>(EMPTY);
  const [names, setNames] = useState<Partial<Record<FileKey, string>>>({});
  const { pending, submit, errors, clear } = useSubmit({
    schema: method === "p12" ? P12_WAY : appleConnectSchema,
    action: (body) => api<{ apple: AppleStatus }>("/wallet/apple", { method: "PUT", body }),
    onSuccess: ({ apple }) => {
      notify.success(t("apple.form.saved"));
      setState(EMPTY);
      setNames({});
      onSaved(apple);
    },
    // The first refused field takes the focus, so a phone scrolls to it.
    onInvalid: (found) => document.getElementById(`apple-${Object.keys(found)[0]}`)?.focus(),
    fallback: t("apple.form.saveFailed"),
  });

  function set(field: keyof State, value: string) {
    setState((current) => ({ ...current, [field]: value }));
    clear(field);
  }

  async function choose(field: FileKey, file: File) {
    try {
      set(field, field === "p12Base64" ? await readBase64(file) : await readText(file));
      setNames((current) => ({ ...current, [field]: file.name }));
    } catch {
      notify.error(t("fileUnreadable"));
    }
  }

  const id = (field: keyof State) => `apple-${field}`;
  const file = (field: FileKey, label: string, accept: string, description?: React.ReactNode) => (
    <FileField
      id={id(field)}
      label={label}
      description={description}
      accept={accept}
      error={errors[field]}
      chosen={names[field]}
      onFile={(f) => void choose(field, f)}
    />
  );
  const secret = (field: "p12Password" | "privateKeyPassphrase", label: string) => (
    <Field id={id(field)} label={<Optional>{label}</Optional>} error={errors[field]}>
      <Input
        type="password"
        autoComplete="off"
        dir="ltr"
        value={state[field]}
        onChange={(e) => set(field, e.target.value)}
        data-testid={id(field)}
      />
    </Field>
  );
  const text = (
    field: "passTypeIdentifier" | "teamIdentifier",
    label: React.ReactNode,
    hint: string,
    placeholder: string,
  ) => (
    <Field id={id(field)} label={label} description={hint} error={errors[field]}>
      <Input
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={state[field]}
        onChange={(e) => set(field, e.target.value)}
        data-testid={id(field)}
      />
    </Field>
  );
  const wwdrHint = t.rich("apple.form.wwdrHint", {
    link: (words) => (
      <a
        href="https://www.apple.com/certificateauthority/"
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary font-medium underline underline-offset-4"
      >
        {words}
      </a>
    ),
  });
  const submitLabel = replacing ? t("apple.form.saveReplace") : t("apple.form.save");
  const idLabel = t("apple.form.passTypeIdentifier");
  const teamLabel = t("apple.form.teamIdentifier");
  // Built here, outside the markup: the accept lists and example ids are not words.
  const fields = {
    p12: file("p12Base64", t("apple.form.p12File"), ".p12,.pfx", t("apple.form.p12Hint")),
    p12Password: secret("p12Password", t("apple.form.p12Password")),
    certificate: file("certificatePem", t("apple.form.certificateFile"), ".pem,.crt,.cer"),
    key: file("privateKeyPem", t("apple.form.keyFile"), ".pem,.key"),
    keyPassphrase: secret("privateKeyPassphrase", t("apple.form.keyPassphrase")),
    wwdr: file("wwdrPem", t("apple.form.wwdrFile"), ".pem,.cer,.crt", wwdrHint),
    passType: text(
      "passTypeIdentifier",
      method === "p12" ? <Optional>{idLabel}</Optional> : idLabel,
      method === "p12" ? t("apple.form.passTypeHint") : t("apple.form.passTypeHintPem"),
      "pass.com.example.card",
    ),
    team: text(
      "teamIdentifier",
      method === "p12" ? <Optional>{teamLabel}</Optional> : teamLabel,
      t("apple.form.teamHint"),
      "ABCDE12345",
    ),
  };

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="apple-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(appleInput(method, state));
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t("apple.form.method")}</legend>
        <div className="bg-muted grid grid-cols-2 gap-1 rounded-lg p-1" data-testid="apple-method">
          {METHODS.map((way) => (
            <label
              key={way}
              className="has-checked:bg-card has-focus-visible:ring-ring/50 flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-center text-sm font-medium has-checked:shadow-sm has-focus-visible:ring-[3px]"
            >
              <input
                type="radio"
                name="apple-method"
                value={way}
                checked={method === way}
                onChange={() => setMethod(way)}
                className="sr-only"
                data-testid={`apple-method-${way}`}
              />
              {way === "p12" ? t("apple.form.p12") : t("apple.form.pem")}
            </label>
          ))}
        </div>
      </fieldset>

      {method === "p12" ? (
        <>
          {fields.p12}
          {fields.p12Password}
        </>
      ) : (
        <>
          {fields.certificate}
          {fields.key}
          {fields.keyPassphrase}
        </>
      )}
      {fields.wwdr}
      {fields.passType}
      {fields.team}

      {replacing && onCancel ? (
        <FormActions
          pending={pending}
          onCancel={onCancel}
          submitLabel={submitLabel}
          submitTestId="apple-save"
        />
      ) : (
        <div className="flex justify-end">
          <SubmitButton pending={pending} className="w-full sm:w-auto" data-testid="apple-save">
            {submitLabel}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
