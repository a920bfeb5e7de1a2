"use client";

import { FileCheck2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  description?: React.ReactNode;
  error?: string;
  accept: string;
  /** The chosen file's name: the file itself never shows. */
  chosen?: string;
  onFile: (file: File) => void;
};

/** A certificate, key or JSON file, read in the browser; the name of the one chosen under it. */
export function FileField({ id, label, description, error, accept, chosen, onFile }: Props) {
  const t = useTranslations("adminWallet");
  return (
    <Field id={id} label={label} description={description} error={error}>
      {(control) => (
        <div className="space-y-1.5">
          <Input
            {...control}
            type="file"
            accept={accept}
            className="h-auto min-h-11 py-1.5"
            data-testid={id}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
            }}
          />
          {chosen && (
            <p
              className="text-muted-foreground flex items-center gap-1.5 text-sm wrap-anywhere"
              data-testid={`${id}-chosen`}
            >
              <FileCheck2 className="size-4 shrink-0" aria-hidden />
              {t("chosen", { name: chosen })}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
