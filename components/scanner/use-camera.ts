"use client";

import type { IScannerControls } from "@zxing/browser";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "@/components/ui/toast";
import { CAMERA_DENIED, CAMERA_ERROR } from "@/lib/ui/messages";
import { createReader } from "./decode-image";
import { readPreference, writePreference } from "./preference";
import type { ScannerWarning } from "./scanner-warning";
import { isNoCodeError, nextState, type ScannerEvent, type ScannerState } from "./scanner-machine";
import { useTrackControls } from "./track-controls";

/**
 * The camera side of the scanner: permission, the chosen camera, the decode loop and the
 * states of SPEC §4. A decoded code pauses the scanner and goes to `onScan`.
 */
export function useCamera(onScan: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const controlsRef = useRef<IScannerControls | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const stateRef = useRef<ScannerState>("idle");
  const [state, setState] = useState<ScannerState>("idle");
  const [warning, setWarning] = useState<ScannerWarning | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | undefined>(
    () => readPreference().lastUsedCameraId,
  );
  const track = useTrackControls(streamRef, setWarning);
  const { detect, reset } = track;

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
    reset();
  }, [reset]);

  useEffect(() => release, [release]);

  async function start(deviceId = cameraId) {
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) {
      setWarning("insecure");
      return;
    }
    setWarning("requesting");
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
      setWarning(name === "NotFoundError" ? "noCamera" : null);
      notify.error(CAMERA_ERROR, CAMERA_DENIED);
      writePreference({ hasPermission: false });
      return;
    }
    setWarning(null);
    streamRef.current = stream;
    const videoTrack = stream.getVideoTracks()[0];
    const usedId = videoTrack?.getSettings().deviceId;
    writePreference({ hasPermission: true, lastUsedCameraId: usedId });
    setCameraId(usedId);
    navigator.mediaDevices
      .enumerateDevices()
      .then((all) => setCameras(all.filter((d) => d.kind === "videoinput")))
      .catch(() => {});
    detect(videoTrack);

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

  return {
    videoRef,
    stateRef,
    state,
    warning,
    setWarning,
    cameras,
    cameraId,
    zoom: track.zoom,
    torch: track.torch,
    start,
    stop,
    togglePause,
    switchCamera,
    applyZoom: track.applyZoom,
    toggleTorch: track.toggleTorch,
  };
}
