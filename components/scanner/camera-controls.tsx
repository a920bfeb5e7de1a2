"use client";

import { Flashlight } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import type { Zoom } from "./track-controls";

type Props = {
  cameras: MediaDeviceInfo[];
  cameraId: string | undefined;
  zoom: Zoom | null;
  torch: boolean | null;
  onCamera: (id: string) => void;
  onZoom: (value: number) => void;
  onTorch: () => void;
};

/** Camera choice, zoom and flashlight, each shown only when the device offers it. */
export function CameraControls({
  cameras,
  cameraId,
  zoom,
  torch,
  onCamera,
  onZoom,
  onTorch,
}: Props) {
  const t = useTranslations("common.scanner");
  if (cameras.length <= 1 && !zoom && torch === null) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {cameras.length > 1 && (
        <NativeSelect
          aria-label={t("camera")}
          value={cameraId}
          onChange={(e) => onCamera(e.target.value)}
          wrapperClassName="min-w-40 flex-1"
        >
          {cameras.map((c, i) => (
            <option key={c.deviceId} value={c.deviceId}>
              {c.label || t("cameraNumber", { number: i + 1 })}
            </option>
          ))}
        </NativeSelect>
      )}
      {zoom && (
        <label className="flex flex-1 items-center gap-2 text-sm">
          {t("zoom")}
          <input
            type="range"
            min={zoom.min}
            max={zoom.max}
            step={0.1}
            value={zoom.value}
            onChange={(e) => onZoom(Number(e.target.value))}
            className="accent-primary h-11 flex-1"
          />
        </label>
      )}
      {torch !== null && (
        <Button
          variant="outline"
          size="icon"
          onClick={onTorch}
          aria-pressed={torch}
          aria-label={t("flashlight")}
        >
          <Flashlight aria-hidden />
        </Button>
      )}
    </div>
  );
}
