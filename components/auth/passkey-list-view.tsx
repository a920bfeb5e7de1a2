"use client";

import { KeyRound, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { useCommonWords } from "@/components/layout/common-words";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate } from "@/components/ui/local-date";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import {
  addPasskey,
  passkeyAlreadyThere,
  passkeyCancelled,
  passkeyErrorMessage,
  passkeysSupported,
  type PasskeyView,
} from "@/lib/auth/passkeys/browser";
import {
  ADD_PASSKEY_FAILED,
  NO_PASSKEY_USED,
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_REMOVED,
  REMOVE_PASSKEY_FAILED,
  WELCOME_PASSKEY,
} from "@/lib/auth/passkeys/messages";
import { api, errorMessage } from "@/lib/http/fetcher";

const noSubscription = () => () => {};

/**
 * The account's passkeys on a profile screen (customer, admin, staff): each with the device
 * it was made on, when it was added and last used; add one on this device, or remove one,
 * which stops it signing in at once. `initial` is read on the server with the page. Its words
 * come from the IntlProvider passkey-list.tsx wraps it in.
 */
export function PasskeyListView({ initial }: { initial: PasskeyView[] }) {
  const t = useTranslations("auth.passkeys");
  const common = useCommonWords();
  const [passkeys, setPasskeys] = useState(initial);
  const [adding, setAdding] = useState(false);
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => true);

  async function add() {
    setAdding(true);
    try {
      const passkey = await addPasskey();
      setPasskeys((list) => [...list, passkey]);
      notify.success(PASSKEY_ADDED, WELCOME_PASSKEY);
    } catch (error) {
      if (passkeyAlreadyThere(error)) notify.info(PASSKEY_ALREADY_ADDED);
      else if (passkeyCancelled(error)) notify.info(NO_PASSKEY_USED);
      else notify.error(common.error, passkeyErrorMessage(error, ADD_PASSKEY_FAILED));
    } finally {
      setAdding(false);
    }
  }

  async function remove(id: string) {
    try {
      await api(`/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });
    } catch (error) {
      notify.error(common.error, errorMessage(error, REMOVE_PASSKEY_FAILED));
      return false;
    }
    setPasskeys((list) => list.filter((p) => p.id !== id));
    notify.success(PASSKEY_REMOVED);
    return true;
  }

  return (
    <Card data-testid="passkeys">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("body")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {passkeys.length === 0 ? (
          <EmptyState bare compact title={t("empty")} data-testid="passkeys-empty" />
        ) : (
          <ul className="divide-y border-y" data-testid="passkey-list">
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onRemove={() => remove(passkey.id)} />
            ))}
          </ul>
        )}
        <SubmitButton
          type="button"
          variant="secondary"
          pending={adding}
          disabled={!supported}
          icon={<Plus aria-hidden />}
          onClick={() => void add()}
          data-testid="add-passkey"
        >
          {t("add")}
        </SubmitButton>
        {!supported && <p className="text-muted-foreground text-sm">{t("unsupported")}</p>}
      </CardContent>
    </Card>
  );
}

function PasskeyRow({
  passkey,
  onRemove,
}: {
  passkey: PasskeyView;
  onRemove: () => Promise<boolean>;
}) {
  const t = useTranslations("auth.passkeys");
  const name = passkey.deviceName || t("defaultName");
  const added = t.rich("added", { date: () => <LocalDate value={passkey.createdAt} /> });
  const used = passkey.lastUsedAt;
  const lastUsed = used
    ? t.rich("lastUsed", { date: () => <LocalDate value={used} /> })
    : t("notUsed");
  return (
    <li className="flex items-start gap-3 py-3" data-testid="passkey-item">
      <span className="bg-secondary text-secondary-foreground mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full">
        <KeyRound className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium wrap-anywhere" data-testid="passkey-name">
            {name}
          </span>
          {passkey.backedUp && <Badge variant="secondary">{t("synced")}</Badge>}
        </p>
        <p className="text-muted-foreground text-sm">{added}</p>
        <p className="text-muted-foreground text-sm" data-testid="passkey-last-used">
          {lastUsed}
        </p>
      </div>
      <ConfirmDialog
        trigger={<TrashButton label={t("removeLabel", { name })} data-testid="remove-passkey" />}
        title={t("removeTitle")}
        description={t("removeBody", { name })}
        confirmLabel={t("remove")}
        onConfirm={onRemove}
        testId="remove-passkey-dialog"
        confirmTestId="confirm-remove-passkey"
      />
    </li>
  );
}
