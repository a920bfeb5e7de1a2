"use client";

import type { IScannerControls } from "@zxing/browser";
import { Camera, CameraOff, Flashlight, ImageUp, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/select";
import { notify } from "@/components/ui/toast";
import { cn } from "@/lib/utils";
import { createReader, decodeLargestInImage } from "./decode-image";
import {
  canScanFile,
  isNoCodeError,
  nextState,
  type ScannerEvent,
  type ScannerState,
} from "./scanner-machine";
import { readPreference, writePreference } from "./preference";
import { CAMERA_DENIED, CAMERA_ERROR, NOTHING_DETECTED } from "@/lib/ui/messages";

type Props = {
  onScan: (text: string) => void;
  /** Shown above the preview, e.g. "Point at the shop's QR code". */
  hint?: string;
  testId?: string;
};

const PRIVACY = "Camera access is required. Your privacy is protected - no images are saved.";

/** Camera and image-file QR scanning with the states of SPEC §4. */
export function QrScanner({ onScan, hint, testId = "qr-scanner" }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const stateRef = useRef<ScannerState>("idle");
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ScannerState>("idle");
  const [warning, setWarning] = useState<string | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(
    () => readPreference().lastUsedCameraId,
  );
  const [zoom, setZoom] = useState<{ min: number; max: number; value: number } | null>(null);
  const [torch, setTorch] = useState<boolean | null>(null);
  const [dragging, setDragging] = useState(false);

  const go = useCallback((event: ScannerEvent) => {
    const next = nextState(stateRef.current, event);
    if (next) {
      stateRef.current = next;
      setState(next);
    }
    return next !== null;
  }, []);

  const release = useCallback(() => {
    controlsRef.current?.stop();
    controlsRef.current = null;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    setZoom(null);
    setTorch(null);
  }, []);

  useEffect(() => release, [release]);

  async function start(deviceId = cameraId) {
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      setWarning("The camera needs a secure (https) connection. You can still scan an image file.");
      return;
    }
    setWarning("Requesting camera permission…");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: {
          // The rear camera unless the customer picked another one last time.
          ...(deviceId
            ? { deviceId: { exact: deviceId } }
            : { facingMode: { ideal: "environment" } }),
          frameRate: { ideal: 30 },
          aspectRatio: { ideal: 1.777 },
        },
      });
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (deviceId && name === "OverconstrainedError") return start(undefined);
      setWarning(name === "NotFoundError" ? "No camera found on this device." : null);
      notify.error(CAMERA_ERROR, CAMERA_DENIED);
      writePreference({ hasPermission: false });
      return;
    }
    setWarning(null);
    streamRef.current = stream;
    const track = stream.getVideoTracks()[0];
    const usedId = track?.getSettings().deviceId;
    writePreference({ hasPermission: true, lastUsedCameraId: usedId });
    setCameraId(usedId);
    navigator.mediaDevices
      .enumerateDevices()
      .then((all) => setCameras(all.filter((d) => d.kind === "videoinput")))
      .catch(() => {});
    const caps = (track?.getCapabilities?.() ?? {}) as MediaTrackCapabilities & {
      zoom?: { min: number; max: number };
      torch?: boolean;
    };
    if (caps.zoom)
      setZoom({
        min: Math.max(1, caps.zoom.min),
        max: Math.min(5, caps.zoom.max),
        value: Math.max(1, caps.zoom.min),
      });
    if (caps.torch) setTorch(false);

    go("start");
    try {
      controlsRef.current = await createReader().decodeFromStream(
        stream,
        videoRef.current ?? undefined,
        (result, error) => {
          if (stateRef.current !== "scanning") return;
          if (result) {
            go("pause");
            videoRef.current?.pause();
            onScan(result.getText());
          } else if (error && !isNoCodeError(error)) {
            console.warn("scan error", error);
          }
        },
      );
    } catch {
      release();
      go("stop");
      notify.error(CAMERA_ERROR, CAMERA_DENIED);
    }
  }

  function stop() {
    release();
    go("stop");
    setWarning(null);
  }

  function togglePause() {
    if (state === "scanning" && go("pause")) videoRef.current?.pause();
    else if (state === "paused" && go("resume")) void videoRef.current?.play();
  }

  async function switchCamera(id: string) {
    setCameraId(id);
    writePreference({ lastUsedCameraId: id });
    if (stateRef.current !== "idle") {
      stop();
      await start(id);
    }
  }

  async function applyZoom(value: number) {
    const track = streamRef.current?.getVideoTracks()[0];
    setZoom((z) => (z ? { ...z, value } : z));
    await track
      ?.applyConstraints({ advanced: [{ zoom: value } as MediaTrackConstraintSet] })
      .catch(() => {});
  }

  async function toggleTorch() {
    const track = streamRef.current?.getVideoTracks()[0];
    try {
      await track?.applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] });
      setTorch(!torch);
    } catch {
      setWarning("The flashlight could not be switched on this camera.");
    }
  }

  async function scanFile(file: File | undefined) {
    if (!file || !canScanFile(stateRef.current)) return;
    if (!file.type.startsWith("image/")) {
      setWarning("Only image files can be scanned.");
      return;
    }
    setWarning(null);
    const text = await decodeLargestInImage(file).catch(() => null);
    if (text) onScan(text);
    else notify.error("Scan failed", NOTHING_DETECTED);
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
          {warning ?? "Scanner paused. Tap Resume to scan again."}
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
          aria-label="Camera preview"
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
            <span>Start the camera, or drop a picture of the QR code here.</span>
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {idle ? (
          <Button onClick={() => start()} className="flex-1" data-testid="scanner-start">
            <Camera aria-hidden /> Start Scanner
          </Button>
        ) : (
          <>
            <Button
              variant="destructive"
              onClick={stop}
              className="flex-1"
              data-testid="scanner-stop"
            >
              <CameraOff aria-hidden /> Stop Scanner
            </Button>
            <Button variant="outline" onClick={togglePause} data-testid="scanner-pause">
              {state === "paused" ? <Play aria-hidden /> : <Pause aria-hidden />}
              {state === "paused" ? "Resume" : "Pause"}
            </Button>
          </>
        )}
        <Button
          variant="outline"
          disabled={!idle}
          onClick={() => fileRef.current?.click()}
          data-testid="scanner-file-button"
        >
          <ImageUp aria-hidden /> Scan an image
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label="QR code image"
          data-testid="scanner-file"
          onChange={(e) => {
            void scanFile(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      {!idle && (cameras.length > 1 || zoom || torch !== null) && (
        <div className="flex flex-wrap items-center gap-3">
          {cameras.length > 1 && (
            <NativeSelect
              aria-label="Camera"
              value={cameraId}
              onChange={(e) => void switchCamera(e.target.value)}
              wrapperClassName="min-w-40 flex-1"
            >
              {cameras.map((c, i) => (
                <option key={c.deviceId} value={c.deviceId}>
                  {c.label || `Camera ${i + 1}`}
                </option>
              ))}
            </NativeSelect>
          )}
          {zoom && (
            <label className="flex flex-1 items-center gap-2 text-sm">
              Zoom
              <input
                type="range"
                min={zoom.min}
                max={zoom.max}
                step={0.1}
                value={zoom.value}
                onChange={(e) => void applyZoom(Number(e.target.value))}
                className="accent-primary h-11 flex-1"
              />
            </label>
          )}
          {torch !== null && (
            <Button
              variant="outline"
              size="icon"
              onClick={toggleTorch}
              aria-pressed={torch}
              aria-label="Flashlight"
            >
              <Flashlight aria-hidden />
            </Button>
          )}
        </div>
      )}
      <p className="text-muted-foreground text-xs">{PRIVACY}</p>
    </div>
  );
}
