"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";
import { valueFromScan } from "@/lib/rewards/scan-text";
import type { JoinWords } from "./join-words";

// The decoder is large: it loads only when the visitor asks to scan, never with /join.
const QrScanner = lazy(() =>
  import("@/components/scanner/later-qr-scanner").then((m) => ({ default: m.LaterQrScanner })),
);

type Props = {
  /** Why the form needs another code: someone used it first, or it expired. */
  title: string;
  /**
   * The next code as typed or scanned: its short form or the QR's long id, taken out of the
   * QR's address when one is pasted.
   */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The secondary button's classes, joined on the server (see JoinForm's `buttons`). */
  buttonClass: string;
  words: Pick<JoinWords, "scanNextCode" | "scanNew" | "scanHint" | "typeNext">;
};

/**
 * The token the form held is gone (someone used it first, or it expired): it says so above the
 * visitor's details, which stay as typed, and takes the next code right here, scanned with the
 * phone's camera or typed from under the counter's QR. The join button then uses it.
 */
export function NextToken({ title, value, onChange, error, buttonClass, words }: Props) {
  const [scanning, setScanning] = useState(false);
  const box = useRef<HTMLElement>(null);
  // The tap was on the join button below: bring the news up to where the visitor looks.
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: "nearest" });
  }, [title]);
  return (
    <section
      ref={box}
      className="border-warning/40 bg-warning/5 space-y-3 rounded-lg border p-4"
      data-testid="join-next-token"
    >
      <div role="alert" className="space-y-1">
        <p className="font-semibold">{title}</p>
        <p className="text-muted-foreground text-sm">{words.scanNextCode}</p>
      </div>
      {scanning ? (
        <Suspense fallback={<div className="bg-muted aspect-video w-full rounded-xl" />}>
          <QrScanner
            hint={words.scanHint}
            testId="join-next-scanner"
            onScan={(text) => {
              onChange(valueFromScan(text, "token"));
              setScanning(false);
            }}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className={buttonClass}
          onClick={() => setScanning(true)}
          data-testid="join-next-scan"
        >
          {words.scanNew}
        </button>
      )}
      <Field id="join-nextToken" label={words.typeNext} error={error}>
        <input
          className={INPUT_CLASS}
          name="token"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={200}
          value={value}
          onChange={(e) => onChange(valueFromScan(e.target.value, "token"))}
          data-testid="join-next-token-input"
        />
      </Field>
    </section>
  );
}
