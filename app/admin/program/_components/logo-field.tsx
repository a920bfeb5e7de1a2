"use client";

import { ImageUp, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import { LOGO_MAX_BYTES, LOGO_NOT_IMAGE, LOGO_TOO_LARGE } from "@/lib/program/messages";
import type { ShopProgram } from "@/lib/program/read";

type Props = {
  logoUrl: string | null;
  shopName: string;
  /** The program as the server answered after the logo changed. */
  onChange: (program: ShopProgram) => void;
};

/**
 * The shop's logo, saved as soon as it is chosen (not with the form): the server checks it is
 * an image of 2 MB at most and makes the app's icons from it. Removing it brings the app's own
 * icons back.
 */
export function LogoField({ logoUrl, shopName, onChange }: Props) {
  const t = useTranslations("adminSettings.program.logo");
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(file: File) {
    // The server checks the bytes; these two spare a useless upload.
    const refusal = !file.type.startsWith("image/")
      ? LOGO_NOT_IMAGE
      : file.size > LOGO_MAX_BYTES
        ? LOGO_TOO_LARGE
        : null;
    if (refusal) {
      setError(text(refusal));
      notify.error(t("error"), text(refusal));
      return;
    }
    const form = new FormData();
    form.append("image", file, file.name);
    setBusy(true);
    try {
      onChange(await api<ShopProgram>("/program/logo", { method: "POST", body: form }));
      setError(null);
      notify.success(t("saved"), t("savedDetail"));
    } catch (failure) {
      const message = errorMessage(failure, t("failed"));
      setError(message);
      notify.error(t("error"), message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  async function remove() {
    try {
      onChange(await api<ShopProgram>("/program/logo", { method: "DELETE" }));
      notify.success(t("removed"));
      return true;
    } catch (failure) {
      notify.error(t("error"), errorMessage(failure, t("removeFailed")));
      return false;
    }
  }

  return (
    <div className="space-y-3" data-testid="program-logo">
      <p className="text-sm leading-none font-medium" id="program-logo-label">
        {t("label")}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="bg-muted/40 flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border">
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the uploaded logo as it is
            <img
              src={logoUrl}
              alt={t("alt", { shop: shopName })}
              className="size-full object-contain p-1"
              data-testid="program-logo-preview"
            />
          ) : (
            <span className="text-muted-foreground text-xs">{t("none")}</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="sr-only"
            tabIndex={-1}
            aria-labelledby="program-logo-label"
            aria-describedby={error ? "program-logo-error" : "program-logo-hint"}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void send(file);
            }}
            data-testid="program-logo-input"
          />
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => input.current?.click()}
            data-testid="program-logo-upload"
          >
            <ImageUp aria-hidden /> {busy ? t("uploading") : logoUrl ? t("change") : t("upload")}
          </Button>
          {logoUrl && (
            <ConfirmDialog
              trigger={
                <Button
                  type="button"
                  variant="ghost"
                  disabled={busy}
                  data-testid="program-logo-remove"
                >
                  <Trash2 aria-hidden /> {t("remove")}
                </Button>
              }
              title={t("removeTitle")}
              description={t("removeDetail")}
              confirmLabel={t("remove")}
              onConfirm={remove}
              confirmTestId="program-logo-remove-confirm"
            />
          )}
        </div>
      </div>
      <p id="program-logo-hint" className="text-muted-foreground text-sm">
        {t("hint")}
      </p>
      {error && (
        <p
          id="program-logo-error"
          className="text-destructive text-sm font-medium"
          data-testid="program-logo-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}
