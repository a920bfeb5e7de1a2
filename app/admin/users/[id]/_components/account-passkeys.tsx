"use client";

import { KeyRound } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import type { AccountPasskeys, PasskeyRemoval } from "@/lib/auth/passkeys/admin";
import type { PasskeyView } from "@/lib/auth/passkeys/browser";
import { PASSKEY_REMOVED, REMOVE_PASSKEY_FAILED } from "@/lib/auth/passkeys/messages";
import { api, errorMessage } from "@/lib/http/fetcher";
import { DAY, MOMENT } from "@/lib/i18n/dates";

/**
 * An account's passkeys on its admin page: the owner removes one that sits on a lost or
 * stolen phone, after a confirmation, and the record below says who removed which, and when.
 */
export function AccountPasskeysCard({
  userId,
  username,
  initial,
}: {
  userId: string;
  username: string;
  initial: AccountPasskeys;
}) {
  const t = useTranslations("admin.customer.passkeys");
  const text = useText();
  const [state, setState] = useState(initial);

  async function remove(id: string) {
    try {
      const next = await api<AccountPasskeys>(
        `/users/${userId}/passkeys/${encodeURIComponent(id)}`,
        { method: "DELETE" },
      );
      setState(next);
    } catch (error) {
      notify.error(t("errorTitle"), errorMessage(error, text(REMOVE_PASSKEY_FAILED)));
      return false;
    }
    notify.success(text(PASSKEY_REMOVED));
    return true;
  }

  return (
    <Card data-testid="account-passkeys">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {state.passkeys.length === 0 ? (
          <EmptyState bare compact title={t("empty")} data-testid="account-passkeys-empty" />
        ) : (
          <ul className="divide-y text-sm" data-testid="account-passkey-list">
            {state.passkeys.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                username={username}
                onRemove={() => remove(passkey.id)}
              />
            ))}
          </ul>
        )}
        {state.removals.length > 0 && <Removals removals={state.removals} />}
      </CardContent>
    </Card>
  );
}

function PasskeyRow({
  passkey,
  username,
  onRemove,
}: {
  passkey: PasskeyView;
  username: string;
  onRemove: () => Promise<boolean>;
}) {
  const t = useTranslations("admin.customer.passkeys");
  const format = useFormatter();
  const name = passkey.deviceName || t("unnamed");
  const added = format.dateTime(new Date(passkey.createdAt), DAY);
  return (
    <li className="flex items-start gap-3 py-2" data-testid="account-passkey">
      <KeyRound className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium wrap-anywhere" data-testid="account-passkey-name">
            {name}
          </span>
          {passkey.backedUp && <Badge variant="secondary">{t("synced")}</Badge>}
        </p>
        <p className="text-muted-foreground">
          {passkey.lastUsedAt
            ? t("addedUsed", {
                added,
                used: format.dateTime(new Date(passkey.lastUsedAt), DAY),
              })
            : t("addedUnused", { added })}
        </p>
      </div>
      <ConfirmDialog
        trigger={
          <TrashButton label={t("removeLabel", { name })} data-testid="remove-account-passkey" />
        }
        title={t("removeTitle")}
        description={t("removeDescription", { name, username })}
        confirmLabel={t("remove")}
        onConfirm={onRemove}
        testId="remove-account-passkey-dialog"
        confirmTestId="confirm-remove-account-passkey"
      />
    </li>
  );
}

/** Its line in the record: with the day it was added, when that is known. */
const removalKey = (removal: PasskeyRemoval) =>
  removal.addedAt ? ("removalAdded" as const) : ("removal" as const);

/** The record of removals, like the ledger's void lines: which passkey, who, when. */
function Removals({ removals }: { removals: PasskeyRemoval[] }) {
  const t = useTranslations("admin.customer.passkeys");
  const format = useFormatter();
  return (
    <div className="space-y-1">
      <h3 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
        {t("removed")}
      </h3>
      <ul className="text-muted-foreground divide-y text-sm" data-testid="passkey-removals">
        {removals.map((removal) => (
          <li key={removal.id} className="py-2" data-testid="passkey-removal">
            {t.rich(removalKey(removal), {
              name: removal.deviceName || t("unnamed"),
              by: removal.by ?? t("removedAccount"),
              added: removal.addedAt ? format.dateTime(new Date(removal.addedAt), DAY) : "",
              removed: format.dateTime(new Date(removal.removedAt), MOMENT),
              device: (chunks) => (
                <span className="text-foreground font-medium wrap-anywhere">{chunks}</span>
              ),
              who: (chunks) => <bdi className="wrap-anywhere">{chunks}</bdi>,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
