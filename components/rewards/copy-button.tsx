"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";

/** Copies text; reads 'Copied!' for 2 s (SPEC §9). */
export function CopyButton({ text, label = "Copy", size = "sm" }: { text: string; label?: string; size?: "sm" | "default" | "icon" }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      notify.success("Copied", "Copied to your clipboard");
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error("Failed to Copy", "Please try again");
    }
  }
  return (
    <Button type="button" variant="outline" size={size} onClick={copy} aria-label={size === "icon" ? label : undefined} data-testid="copy-button">
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      {size !== "icon" && (copied ? "Copied!" : label)}
    </Button>
  );
}
