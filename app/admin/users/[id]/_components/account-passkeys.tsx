"use client";

import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { notify } from "@/components/ui/toast";
import type { AccountPasskeys, PasskeyRemoval } from "@/lib/auth/passkeys/admin";
import type { PasskeyView } from "@/lib/auth/passkeys/browser";
import { PASSKEY_REMOVED, REMOVE_PASSKEY_FAILED } from "@/lib/auth/passkeys/messages";
import { api, errorMessage } from "@/lib/http/fetcher";

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
  const [state, setState] = useState(initial);

  async function remove(id: string) {
    try {
      const next = await api<AccountPasskeys>(
        `/users/${userId}/passkeys/${encodeURIComponent(id)}`,
        { method: "DELETE" },
      );
      setState(next);
    } catch (error) {
      notify.error("Error", errorMessage(error, REMOVE_PASSKEY_FAILED));
      return false;
    }
    notify.success(PASSKEY_REMOVED);
    return true;
  }

  return (
    <Card data-testid="account-passkeys">
      <CardHeader>
        <CardTitle>Passkeys</CardTitle>
        <CardDescription>
          A passkey on a lost or stolen phone: remove it, and it no longer signs in.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {state.passkeys.length === 0 ? (
          <EmptyState bare compact title="No passkeys." data-testid="account-passkeys-empty" />
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
  const name = passkey.deviceName || "Passkey";
  return (
    <li className="flex items-start gap-3 py-2" data-testid="account-passkey">
      <KeyRound className="text-muted-foreground mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium wrap-anywhere" data-testid="account-passkey-name">
            {name}
          </span>
          {passkey.backedUp && <Badge variant="secondary">Synced</Badge>}
        </p>
        <p className="text-muted-foreground">
          Added <LocalDate value={passkey.createdAt} />
          {" · "}
          {passkey.lastUsedAt ? (
            <>
              last used <LocalDate value={passkey.lastUsedAt} />
            </>
          ) : (
            "not used yet"
          )}
        </p>
      </div>
      <ConfirmDialog
        trigger={<TrashButton label={`Remove ${name}`} data-testid="remove-account-passkey" />}
        title="Remove this passkey?"
        description={`${name} will no longer sign in to ${username}'s account. Your name and the time are recorded below.`}
        confirmLabel="Remove"
        onConfirm={onRemove}
        testId="remove-account-passkey-dialog"
        confirmTestId="confirm-remove-account-passkey"
      />
    </li>
  );
}

/** The record of removals, like the ledger's void lines: which passkey, who, when. */
function Removals({ removals }: { removals: PasskeyRemoval[] }) {
  return (
    <div className="space-y-1">
      <h3 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">Removed</h3>
      <ul className="text-muted-foreground divide-y text-sm" data-testid="passkey-removals">
        {removals.map((removal) => (
          <li key={removal.id} className="py-2" data-testid="passkey-removal">
            <span className="text-foreground font-medium wrap-anywhere">
              {removal.deviceName || "Passkey"}
            </span>
            {removal.addedAt && (
              <>
                {" (added "}
                <LocalDate value={removal.addedAt} />)
              </>
            )}{" "}
            removed by <span className="wrap-anywhere">{removal.by ?? "a removed account"}</span>
            {" · "}
            <LocalDate value={removal.removedAt} options={SHORT_DATE_TIME} />
          </li>
        ))}
      </ul>
    </div>
  );
}
