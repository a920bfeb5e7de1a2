"use client";

import { FileCheck, Upload } from "lucide-react";
import { useState } from "react";
import { Field } from "@/components/ui/field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { CUSTOMERS_IMPORTED, customersImported } from "@/lib/import/messages";
import { ImportResult, type ImportedCustomer } from "./import-result";

type Problem = { line: number; field: string; message: string };
type Check = { rows: number; problems: Problem[] };

const EXAMPLE =
  "username,name,punches,xp,password\nalice,Alice Smith,4,320,\nbob,Bob,10,1200,secret1";

/** `cardSize`: the program's, the card an imported customer's punches open. */
export function ImportScreen({ cardSize }: { cardSize: number }) {
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
    fallback: "Failed to check the file",
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
      notify.success(CUSTOMERS_IMPORTED, customersImported(users.length));
    },
    errorTitle: "Import failed",
    fallback: "Failed to import customers",
  });

  async function onFile(file: File | undefined) {
    if (file) setCsv(await file.text());
  }

  return (
    <div className="space-y-6">
      <Card className="no-print">
        <CardHeader>
          <CardTitle>CSV file</CardTitle>
          <CardDescription>
            A header row with the columns username, name, punches (0-{cardSize}), xp and,
            optionally, password. Customers without a password get a one-off login link. Check the
            file first: nothing is imported until every row is right, and then all rows at once.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <Field id="import-file" label="Choose a file">
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => void onFile(e.target.files?.[0])}
              data-testid="import-file"
            />
          </Field>
          <Field
            id="import-csv"
            label="Or paste it"
            error={checking.errors.csv ?? importing.errors.csv}
          >
            <Textarea
              rows={8}
              value={csv}
              placeholder={EXAMPLE}
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
              Check
            </SubmitButton>
            <SubmitButton
              type="button"
              pending={importing.pending}
              icon={<Upload aria-hidden />}
              disabled={!clean}
              onClick={() => void importing.submit(csv)}
              data-testid="import-submit"
            >
              Import
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
  if (check.problems.length === 0) {
    return (
      <p
        className="bg-success/15 rounded-md px-3 py-2 text-sm"
        role="status"
        data-testid="import-clean"
      >
        {check.rows} customer{check.rows === 1 ? "" : "s"} ready to import, no problems found.
      </p>
    );
  }
  return (
    <div className="space-y-2" data-testid="import-problems">
      <p className="text-destructive text-sm font-medium" role="alert">
        {check.problems.length} problem{check.problems.length === 1 ? "" : "s"} in {check.rows}{" "}
        rows. Fix the file and check it again.
      </p>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-start text-sm">
          <thead className="bg-muted text-muted-foreground text-xs uppercase">
            <tr>
              <th className="px-3 py-2">Line</th>
              <th className="px-3 py-2">Column</th>
              <th className="px-3 py-2">Problem</th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {check.problems.slice(0, 500).map((p, i) => (
              <tr key={i} data-testid="import-problem" data-line={p.line}>
                <td className="px-3 py-2 font-mono">{p.line}</td>
                <td className="px-3 py-2">{p.field}</td>
                <td className="px-3 py-2">{p.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {check.problems.length > 500 && (
        <p className="text-muted-foreground text-xs">The first 500 problems are shown.</p>
      )}
    </div>
  );
}
