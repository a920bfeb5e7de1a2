"use client";

import { Smartphone } from "lucide-react";
import { useState, useSyncExternalStore } from "react";
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
  NO_DEVICES,
  REMOVE_DEVICE_FAILED,
} from "@/lib/messages/inbox-messages";
import type { Device } from "@/lib/messages/subscriptions";

const noSubscription = () => () => {};

/** The devices that get this customer's notifications; removing one stops them there at once. */
export function DeviceList({ initial }: { initial: Device[] }) {
  const [devices, setDevices] = useState(initial);
  const mine = useSyncExternalStore(noSubscription, thisDeviceId, () => null);

  async function remove(id: string) {
    try {
      await api("/push/subscriptions", { method: "DELETE", body: { id } });
    } catch (error) {
      notify.error("Error", errorMessage(error, REMOVE_DEVICE_FAILED));
      return false;
    }
    if (id === mine) await forgetThisDevice();
    setDevices((list) => list.filter((d) => d.id !== id));
    notify.success(DEVICE_REMOVED);
    return true;
  }

  return (
    <section className="space-y-2" aria-labelledby="devices-title" data-testid="push-devices">
      <h3 id="devices-title" className="text-sm font-medium">
        {DEVICES_TITLE}
      </h3>
      {devices.length === 0 ? (
        <EmptyState
          bare
          compact
          title={`${NO_DEVICES} Turn notifications on from your inbox.`}
          data-testid="push-devices-empty"
        />
      ) : (
        <ul className="divide-y border-y">
          {devices.map((device) => (
            <li key={device.id} className="flex items-center gap-3 py-3" data-testid="push-device">
              <span className="bg-secondary text-secondary-foreground flex size-9 shrink-0 items-center justify-center rounded-full">
                <Smartphone className="size-4" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium wrap-anywhere">
                  {device.deviceName || "Unknown device"}
                  {device.id === mine && <Badge variant="secondary">This device</Badge>}
                </p>
                <p className="text-muted-foreground text-sm">
                  Added <LocalDate value={device.createdAt} />
                </p>
              </div>
              <ConfirmDialog
                trigger={
                  <Button variant="outline" size="sm" data-testid="remove-push-device">
                    Remove
                  </Button>
                }
                title="Stop notifications on this device?"
                description={`${device.deviceName || "This device"} will no longer get notifications. Your messages still wait in your inbox.`}
                confirmLabel="Remove"
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
