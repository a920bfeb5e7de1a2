"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { COPY_FAILED, TRY_AGAIN } from "@/lib/ui/messages";

/** Clipboard API where allowed; the old selection trick on plain-http shop networks. */
async function writeClipboard(text: string) {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/** Copies a text; the label reads 'Copied!' for 2 s (SPEC §9). */
export function CopyButton({
  text,
  label = "Copy",
  className,
  testId = "copy-button",
}: {
  text: string;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await writeClipboard(text);
      setCopied(true);
      notify.success("Copied", "Copied to the clipboard");
    } catch {
      notify.error(COPY_FAILED, TRY_AGAIN);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      onClick={copy}
      data-testid={testId}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {copied ? "Copied!" : label}
    </Button>
  );
}
