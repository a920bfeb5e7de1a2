"use client";

import { Smartphone } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState, useSyncExternalStore } from "react";
import { useText } from "@/components/i18n/use-text";
import { forgetThisDevice, thisDeviceId } from "@/components/inbox/push-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LocalDate } from "@/components/ui/local-date";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";
import {
  DEVICE_REMOVED,
  DEVICES_TITLE,
  REMOVE_DEVICE_FAILED,
} from "@/lib/messaging/inbox-messages";
import type { Device } from "@/lib/messaging/subscriptions";

const noSubscription = () => () => {};

/** The devices that get this customer's notifications; removing one stops them there at once. */
export function DeviceList({ initial }: { initial: Device[] }) {
  const [devices, setDevices] = useState(initial);
  const mine = useSyncExternalStore(noSubscription, thisDeviceId, () => null);
  const t = useTranslations("customer");
  const text = useText();
  const locale = useLocale();
  const addedOn = (createdAt: string) =>
    t.rich("devices.added", { date: () => <LocalDate value={createdAt} locale={locale} /> });

  async function remove(id: string) {
    try {
      await api("/push/subscriptions", { method: "DELETE", body: { id } });
    } catch (error) {
      notify.error(t("error"), text(errorMessage(error, REMOVE_DEVICE_FAILED)));
      return false;
    }
    if (id === mine) await forgetThisDevice();
    setDevices((list) => list.filter((d) => d.id !== id));
    notify.success(text(DEVICE_REMOVED));
    return true;
  }

  return (
    <section className="space-y-2" aria-labelledby="devices-title" data-testid="push-devices">
      <h3 id="devices-title" className="text-sm font-medium">
        {text(DEVICES_TITLE)}
      </h3>
      {devices.length === 0 ? (
        <EmptyState bare compact title={t("devices.none")} data-testid="push-devices-empty" />
      ) : (
        <ul className="divide-y border-y">
          {devices.map((device) => (
            <li key={device.id} className="flex items-center gap-3 py-3" data-testid="push-device">
              <span className="bg-secondary text-secondary-foreground flex size-9 shrink-0 items-center justify-center rounded-full">
                <Smartphone className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium wrap-anywhere">
                  {device.deviceName || t("devices.unknown")}
                  {device.id === mine && (
                    <Badge variant="secondary">{t("devices.thisDevice")}</Badge>
                  )}
                </p>
                <p className="text-muted-foreground text-sm">{addedOn(device.createdAt)}</p>
              </div>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" data-testid="remove-push-device">
                    {t("devices.remove")}
                  </Button>
                }
                title={t("devices.stopTitle")}
                description={
                  device.deviceName
                    ? t("devices.stopNamed", { name: device.deviceName })
                    : t("devices.stopThis")
                }
                confirmLabel={t("devices.remove")}
                onConfirm={() => remove(device.id)}
                testId="remove-push-device-dialog"
                confirmTestId="confirm-remove-push-device"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
