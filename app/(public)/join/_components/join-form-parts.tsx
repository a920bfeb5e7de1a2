import { INVITE_ERROR_ID } from "./invite-field";
import type { Check } from "./use-username-check";
import type { JoinWords } from "./join-words";

/** The join form's fields, in the order they are shown (the first in error gets the focus). */
export const FIELDS = ["nextToken", "username", "name", "password", "invite"] as const;
export type JoinField = (typeof FIELDS)[number];
export type JoinErrors = Partial<Record<JoinField, string>>;

/** Focuses the first field in error: its control's id is `join-<field>`. */
export function focusFirst(errors: JoinErrors) {
  const first = FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(`join-${first}`)?.focus();
}

/** The line under the username: being checked, free, or what it must be. */
export function UsernameStatus({
  check,
  words,
}: {
  check: Check;
  words: Pick<JoinWords, "checking" | "usernameFree" | "usernameRule">;
}) {
  if (check.state === "checking") return <span aria-live="polite">{words.checking}</span>;
  if (check.state === "ok") {
    return (
      <span className="text-success" aria-live="polite" data-testid="join-username-free">
        {words.usernameFree}
      </span>
    );
  }
  return <span>{words.usernameRule}</span>;
}

/**
 * A refusal no next code can mend (the owner turned joining off meanwhile, a token that never
 * existed). Signing in instead is the page's own link, under this card, offered once.
 */
export function JoinRefused({ title, message }: { title: string; message: string }) {
  return (
    <section
      className="bg-card space-y-3 rounded-xl border p-6 text-center shadow-xl"
      data-testid="join-refused"
    >
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground" role="alert">
        {message}
      </p>
    </section>
  );
}

/** Why the invitation was refused (unknown, no longer works), under its field (invite-field.tsx). */
export function InviteRefusal({ message }: { message: string }) {
  return (
    <p
      id={INVITE_ERROR_ID}
      role="alert"
      className="text-destructive text-sm font-medium"
      data-testid={INVITE_ERROR_ID}
    >
      {message}
    </p>
  );
}
