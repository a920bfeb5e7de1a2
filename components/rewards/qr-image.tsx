"use client";

/* eslint-disable @next/next/no-img-element -- a data URL drawn in the browser */
import QRCode from "qrcode";
import { useEffect, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { tokenAddress } from "@/lib/rewards/token-address";

/** A QR code with error correction H (SPEC §9), drawn in the browser. */
export function QrImage({ value, size, label }: { value: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { errorCorrectionLevel: "H", width: size, margin: 1 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size]);
  if (!src) return <Skeleton style={{ width: size, height: size }} />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={label}
      className="rounded-md bg-white"
      data-qr-value={value}
    />
  );
}

/**
 * The site address for printed codes: the configured public address, else this browser's.
 * Empty while rendering on the server, where QrImage draws only its placeholder anyway.
 */
export function siteAddress(publicSiteUrl: string | null): string {
  const origin = publicSiteUrl ?? (typeof window === "undefined" ? "" : window.location.origin);
  return origin.replace(/\/+$/, "");
}

/** The address a punch token's QR carries: the customer dashboard, which redeems `token`. */
export function punchTokenUrl(publicSiteUrl: string | null, tokenId: string): string {
  return tokenAddress(siteAddress(publicSiteUrl), tokenId);
}
