"use client";

import { useRef, useState, useTransition } from "react";
import type { ZodType } from "zod";
import { useCommonWords } from "@/components/layout/common-words";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { errorMessage } from "@/lib/http/fetcher";
import { fieldErrors, type FieldErrors } from "@/lib/http/field-errors";
import { useText } from "@/components/i18n/use-text";

export type SubmitOptions<In, T, R> = {
  /** Checked first; its first issue is the toast (titled "Error"), and nothing is sent. */
  schema?: ZodType<T, In>;
  /** The call. Throwing shows the error toast. */
  action: (input: T) => Promise<R>;
  /** After the call worked: the success toast, clearing the form, telling the parent. */
  onSuccess?: (result: R, input: T) => void | Promise<void>;
  /** The toast text when the error carries no message the user can read. */
  fallback: string;
  /** The failed call's toast title ("Error" unless SPEC §8 names another). */
  errorTitle?: string;
  /**
   * Where the input or the request body names a field otherwise than the form, that name →
   * the form's, so the schema's or the server's issue lands under the right field
   * ({ currentPassword: "current" }).
   */
  fields?: Partial<Record<string, string>>;
  /** Where the form's fields sit in the request body, when it nests them (`["quietHours"]`). */
  at?: readonly (string | number)[];
  /** The schema refused the input: after the errors are set (to move the focus, say). */
  onInvalid?: (errors: FieldErrors) => void;
};

/**
 * The one way a form is sent: parse → pending → call → toast → reset. `pending` stays true
 * (and a second submit is ignored) until the call and `onSuccess` have finished, so a
 * SubmitButton shows its spinner for exactly that long. `errors` holds each field's message,
 * from the schema or from the server's 400 with zod issues, for the form's `Field`s to show
 * (`<Field error={errors.name}>`); the toast still names the first.
 */
export function useSubmit<In, T = In, R = unknown>({
  schema,
  action,
  onSuccess,
  fallback,
  errorTitle,
  fields,
  at,
  onInvalid,
}: SubmitOptions<In, T, R>) {
  const words = useCommonWords();
  // The shared schemas' messages are catalogue keys (lib/i18n/text.ts): each field's shows in
  // the reader's language; an API refusal's issues arrive translated already.
  const text = useText();
  const title = errorTitle ?? words.error;
  const [pending, startTransition] = useTransition();
  const [errors, setErrors] = useState<FieldErrors>({});
  const running = useRef(false);

  function submit(values: In): Promise<boolean> {
    let input: T;
    if (schema) {
      const checked = schema.safeParse(values);
      if (!checked.success) {
        const found = inWords(fieldErrors(checked.error.issues, fields, at), text);
        setErrors(found);
        notify.error(words.error, text(checked.error.issues[0]?.message ?? ""));
        onInvalid?.(found);
        return Promise.resolve(false);
      }
      input = checked.data;
    } else {
      input = values as unknown as T;
    }
    if (running.current) return Promise.resolve(false);
    running.current = true;
    return new Promise((resolve) => {
      startTransition(async () => {
        try {
          const result = await action(input);
          setErrors({});
          await onSuccess?.(result, input);
          resolve(true);
        } catch (error) {
          setErrors(
            error instanceof ApiError ? inWords(fieldErrors(error.issues, fields, at), text) : {},
          );
          notify.error(title, errorMessage(error, fallback));
          resolve(false);
        } finally {
          running.current = false;
        }
      });
    });
  }

  /** `<form onSubmit={form(values)}>`: the same, without the page reload. */
  const form = (values: In) => (event: React.FormEvent) => {
    event.preventDefault();
    void submit(values);
  };

  /** Takes one field's message away (it has been edited since). */
  function clear(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const left = { ...current };
      delete left[field];
      return left;
    });
  }

  return { pending, submit, form, errors, clear };
}

function inWords(errors: FieldErrors, text: (message: string) => string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, message && text(message)]),
  ) as FieldErrors;
}
