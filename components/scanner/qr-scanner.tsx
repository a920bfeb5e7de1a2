"use client";

import { Camera, CameraOff, ImageUp, Pause, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { cn } from "@/lib/utils";
import { NOTHING_DETECTED } from "@/lib/ui/messages";
import { CameraControls } from "./camera-controls";
import { decodeLargestInImage } from "./decode-image";
import { canScanFile } from "./scanner-machine";
import { useCamera } from "./use-camera";

export type QrScannerProps = {
  onScan: (text: string) => void;
  /** Shown above the preview, e.g. "Point at the shop's QR code". */
  hint?: string;
  testId?: string;
};

/**
 * Camera and image-file QR scanning with the states of SPEC §4. Its words are `common.scanner`:
 * under a screen's IntlProvider, or, where it loads after a first page's paint (the dashboard,
 * /join), through LaterQrScanner.
 */
export function QrScanner({ onScan, hint, testId = "qr-scanner" }: QrScannerProps) {
  const t = useTranslations("common.scanner");
  const camera = useCamera(onScan);
  const { videoRef, stateRef, state, warning, setWarning } = camera;
  const fileRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  async function scanFile(file: File | undefined) {
    if (!file || !canScanFile(stateRef.current)) return;
    if (!file.type.startsWith("image/")) {
      setWarning("onlyImages");
      return;
    }
    setWarning(null);
    const text = await decodeLargestInImage(file).catch(() => null);
    if (text) onScan(text);
    else notify.error(t("scanFailed"), NOTHING_DETECTED);
  }

  const idle = state === "idle";
  return (
    <div className="space-y-3" data-testid={testId} data-state={state}>
      {hint && <p className="text-muted-foreground text-sm">{hint}</p>}
      {(warning || state === "paused") && (
        <p
          role="status"
          className="bg-accent text-accent-foreground rounded-md px-3 py-2 text-sm"
          data-testid="scanner-warning"
        >
          {warning ? t(`warning.${warning}`) : t("paused")}
        </p>
      )}
      <div
        className={cn(
          "relative aspect-video w-full overflow-hidden rounded-xl bg-neutral-900",
          idle && "border-input bg-muted flex items-center justify-center border-2 border-dashed",
          dragging && "border-primary bg-secondary",
        )}
        onDragOver={(e) => {
          if (!idle) return;
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void scanFile(e.dataTransfer.files[0]);
        }}
      >
        <video
          ref={videoRef}
          className={cn("size-full object-cover", idle && "hidden")}
          muted
          playsInline
          aria-label={t("preview")}
        />
        {!idle && (
          <div
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-1/2 size-[200px] max-h-[80%] max-w-[80%] -translate-1/2 rounded-2xl border-4 border-white/90 shadow-[0_0_0_9999px_rgba(0,0,0,0.35)]"
          />
        )}
        {idle && (
          <div className="text-muted-foreground flex flex-col items-center gap-2 p-4 text-center text-sm">
            <Camera className="size-8" aria-hidden />
            <span>{t("idle")}</span>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {idle ? (
          <Button onClick={() => camera.start()} className="flex-1" data-testid="scanner-start">
            <Camera aria-hidden /> {t("start")}
          </Button>
        ) : (
          <>
            <Button
              variant="destructive"
              onClick={camera.stop}
              className="flex-1"
              data-testid="scanner-stop"
            >
              <CameraOff aria-hidden /> {t("stop")}
            </Button>
            <Button variant="outline" onClick={camera.togglePause} data-testid="scanner-pause">
              {state === "paused" ? <Play aria-hidden /> : <Pause aria-hidden />}
              {state === "paused" ? t("resume") : t("pause")}
            </Button>
          </>
        )}
        <Button
          variant="outline"
          disabled={!idle}
          onClick={() => fileRef.current?.click()}
          data-testid="scanner-file-button"
        >
          <ImageUp aria-hidden /> {t("scanImage")}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t("image")}
          data-testid="scanner-file"
          onChange={(e) => {
            void scanFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      {!idle && (
        <CameraControls
          cameras={camera.cameras}
          cameraId={camera.cameraId}
          zoom={camera.zoom}
          torch={camera.torch}
          onCamera={(id) => void camera.switchCamera(id)}
          onZoom={(value) => void camera.applyZoom(value)}
          onTorch={() => void camera.toggleTorch()}
        />
      )}
      <p className="text-muted-foreground text-xs">{t("privacy")}</p>
    </div>
  );
}
