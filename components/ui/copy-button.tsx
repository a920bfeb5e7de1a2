"use client";

import { Check, Copy } from "lucide-react";
import { useCommonWords } from "@/components/layout/common-words";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { useCopy } from "./copy-text";
import { COPY_FAILED, TRY_AGAIN } from "@/lib/ui/messages";

/** Copies a text; the label reads 'Copied!' for 2 s after the last click (SPEC §9). */
export function CopyButton({
  text,
  label,
  className,
  testId = "copy-button",
}: {
  text: string;
  label?: string;
  className?: string;
  testId?: string;
}) {
  const words = useCommonWords();
  const { copied, copy: copyNow } = useCopy();

  async function copy() {
    try {
      await copyNow(text);
      notify.success(words.copiedTitle, words.copiedDetail);
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
      {copied ? words.copied : (label ?? words.copy)}
    </Button>
  );
}
