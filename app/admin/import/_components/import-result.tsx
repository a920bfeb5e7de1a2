"use client";

import { Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";

export type ImportedCustomer = { id: string; username: string; autoLoginUrl: string | null };

/** The imported accounts: each one without a password gets its one-off login link to hand over. */
export function ImportResult({ users }: { users: ImportedCustomer[] }) {
  const t = useTranslations("admin.import");
  const links = users.filter((u) => u.autoLoginUrl);
  return (
    <Card data-testid="import-result">
      <CardHeader>
        <CardTitle data-testid="import-count">{t("imported", { count: users.length })}</CardTitle>
        <CardDescription>
          {links.length > 0 ? t("result.withLinks") : t("result.withPasswords")}
        </CardDescription>
      </CardHeader>
      {links.length > 0 && (
        <CardContent className="space-y-3">
          <div className="no-print flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden /> {t("result.print")}
            </Button>
            <CopyButton
              text={links.map((u) => `${u.username},${u.autoLoginUrl}`).join("\n")}
              label={t("result.copyAll")}
              testId="import-copy-all"
            />
          </div>
          <ul className="divide-y rounded-md border text-sm" aria-label={t("result.links")}>
            {links.map((u) => (
              <li
                key={u.id}
                className="flex flex-col gap-1 px-3 py-2 sm:flex-row sm:items-center sm:gap-4"
                data-testid="import-link"
                data-username={u.username}
              >
                <span className="font-mono font-semibold break-all sm:w-64 sm:shrink-0" dir="ltr">
                  {u.username}
                </span>
                <span
                  className="text-muted-foreground min-w-0 flex-1 font-mono text-xs break-all"
                  dir="ltr"
                >
                  {u.autoLoginUrl}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
