"use client";

import { FileCheck, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { ImportResult, type ImportedCustomer } from "./import-result";

type Problem = { line: number; field: string; message: string };
type Check = { rows: number; problems: Problem[] };

const EXAMPLE =
  "username,name,punches,xp,password\nalice,Alice Smith,4,320,\nbob,Bob,10,1200,secret1";

/** `cardSize`: the program's, the card an imported customer's punches open. */
export function ImportScreen({ cardSize }: { cardSize: number }) {
  const t = useTranslations("admin.import");
  const [csv, setCsv] = useState("");
  // The dry run's answer for exactly this text: Import waits for a clean one.
  const [check, setCheck] = useState<(Check & { csv: string }) | null>(null);
  const [result, setResult] = useState<ImportedCustomer[] | null>(null);
  const clean =
    check !== null && check.csv === csv && check.problems.length === 0 && check.rows > 0;

  const checking = useSubmit({
    action: (text: string) =>
      api<Check>("/import/customers?dryRun=1", { method: "POST", body: { csv: text } }).then(
        (answer) => ({ ...answer, csv: text }),
      ),
    onSuccess: (answer) => {
      setCheck(answer);
      setResult(null);
    },
    fallback: t("checkFailed"),
  });
  const importing = useSubmit({
    action: (text: string) =>
      api<{ rows: number; users: ImportedCustomer[] }>("/import/customers", {
        method: "POST",
        body: { csv: text },
      }),
    onSuccess: ({ users }) => {
      setResult(users);
      setCheck(null);
      setCsv("");
      notify.success(t("importedTitle"), t("imported", { count: users.length }));
    },
    errorTitle: t("importFailedTitle"),
    fallback: t("importFailed"),
  });

  async function onFile(file: File | undefined) {
    if (file) setCsv(await file.text());
  }

  return (
    <div className="space-y-6">
      <Card className="no-print">
        <CardHeader>
          <CardTitle>{t("file.title")}</CardTitle>
          <CardDescription>{t("file.description", { cardSize })}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field id="import-file" label={t("file.choose")}>
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void onFile(e.target.files?.[0])}
              data-testid="import-file"
            />
          </Field>
          <Field
            id="import-csv"
            label={t("file.paste")}
            error={checking.errors.csv ?? importing.errors.csv}
          >
            <Textarea
              rows={8}
              value={csv}
              placeholder={EXAMPLE}
              // The columns' names are the file's own, in every language.
              dir="ltr"
              onChange={(e) => setCsv(e.target.value)}
              className="font-mono text-xs"
              spellCheck={false}
              // One customer per line, as in the file: long lines scroll instead of wrapping.
              wrap="off"
              data-testid="import-csv"
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <SubmitButton
              type="button"
              variant="outline"
              pending={checking.pending}
              icon={<FileCheck aria-hidden />}
              disabled={csv.trim() === ""}
              onClick={() => void checking.submit(csv)}
              data-testid="import-check"
            >
              {t("check")}
            </SubmitButton>
            <SubmitButton
              type="button"
              pending={importing.pending}
              icon={<Upload aria-hidden />}
              disabled={!clean}
              onClick={() => void importing.submit(csv)}
              data-testid="import-submit"
            >
              {t("submit")}
            </SubmitButton>
          </div>
          {check && check.csv === csv && <CheckSummary check={check} />}
        </CardContent>
      </Card>
      {result && <ImportResult users={result} />}
    </div>
  );
}

function CheckSummary({ check }: { check: Check }) {
  const t = useTranslations("admin.import.summary");
  const text = useText();
  if (check.problems.length === 0) {
    return (
      <p
        className="bg-success/15 rounded-md px-3 py-2 text-sm"
        role="status"
        data-testid="import-clean"
      >
        {t("clean", { count: check.rows })}
      </p>
    );
  }
  return (
    <div className="space-y-2" data-testid="import-problems">
      <p className="text-destructive text-sm font-medium" role="alert">
        {t("problems", { count: check.problems.length, rows: check.rows })}
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-start text-sm">
          <thead className="bg-muted text-muted-foreground text-xs uppercase">
            <tr>
              <th className="px-3 py-2">{t("line")}</th>
              <th className="px-3 py-2">{t("column")}</th>
              <th className="px-3 py-2">{t("problem")}</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {check.problems.slice(0, 500).map((p, i) => (
              <tr key={i} data-testid="import-problem" data-line={p.line}>
                <td className="px-3 py-2 font-mono">{p.line}</td>
                <td className="px-3 py-2">{p.field}</td>
                <td className="px-3 py-2">{text(p.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {check.problems.length > 500 && (
        <p className="text-muted-foreground text-xs">{t("firstShown", { count: 500 })}</p>
      )}
    </div>
  );
}
