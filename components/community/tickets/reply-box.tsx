"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";

/**
 * SPEC §5: Enter sends, Shift+Enter adds a line, a blank reply is ignored and the button
 * stays disabled. `onSend` is a useSubmit's `submit`: it resolves true when the message went
 * out, so the text is kept on failure, and `pending` is its own.
 */
export function ReplyBox({
  label,
  pending,
  onSend,
  error,
}: {
  label: string;
  pending: boolean;
  /** The server's message about the reply (its zod issue), under the box. */
  error?: string;
  onSend: (message: string) => Promise<boolean>;
}) {
  const t = useTranslations("customer.tickets");
  const [text, setText] = useState("");
  const id = useId();
  const blank = text.trim() === "";

  async function send() {
    if (blank || pending) return;
    if (await onSend(text.trim())) setText("");
  }

  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="reply-form"
    >
      <Field id={id} label={t("yourMessage")} hideLabel error={error}>
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          placeholder={t("typeMessage")}
          className="max-h-48 min-h-20"
          maxLength={4000}
          data-testid="reply-input"
        />
      </Field>
      <div className="flex items-center justify-between gap-3">
        <p className="text-muted-foreground hidden text-xs sm:block">{t("enterHint")}</p>
        <SubmitButton
          pending={pending}
          disabled={blank}
          icon={<Send aria-hidden />}
          className="w-full sm:w-auto"
          data-testid="reply-send"
        >
          {label}
        </SubmitButton>
      </div>
    </form>
  );
}
