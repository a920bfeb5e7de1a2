"use client";

import { useCallback, useState, type RefObject } from "react";
import type { ScannerWarning } from "./scanner-warning";

export type Zoom = { min: number; max: number; value: number };

type Capabilities = MediaTrackCapabilities & {
  zoom?: { min: number; max: number };
  torch?: boolean;
};

/** Zoom and flashlight of the running camera, offered only when the camera has them. */
export function useTrackControls(
  streamRef: RefObject<MediaStream | null>,
  setWarning: (warning: ScannerWarning | null) => void,
) {
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const [torch, setTorch] = useState<boolean | null>(null);

  /** Reads what the new camera can do. */
  const detect = useCallback((track: MediaStreamTrack | undefined) => {
    const caps = (track?.getCapabilities?.() ?? {}) as Capabilities;
    if (caps.zoom)
      setZoom({
        min: Math.max(1, caps.zoom.min),
        max: Math.min(5, caps.zoom.max),
        value: Math.max(1, caps.zoom.min),
      });
    if (caps.torch) setTorch(false);
  }, []);

  const reset = useCallback(() => {
    setZoom(null);
    setTorch(null);
  }, []);

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
      setWarning("torchFailed");
    }
  }

  return { zoom, torch, detect, reset, applyZoom, toggleTorch };
}
