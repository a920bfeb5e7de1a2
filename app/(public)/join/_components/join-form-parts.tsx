import { JOIN_FAILED } from "@/lib/users/join-messages";
import type { Check } from "./use-username-check";

/** The join form's fields, in the order they are shown (the first in error gets the focus). */
export const FIELDS = ["nextToken", "username", "name", "password"] as const;
export type JoinField = (typeof FIELDS)[number];
export type JoinErrors = Partial<Record<JoinField, string>>;

/** Focuses the first field in error: its control's id is `join-<field>`. */
export function focusFirst(errors: JoinErrors) {
  const first = FIELDS.find((f) => errors[f]);
  if (first) document.getElementById(`join-${first}`)?.focus();
}

/** The line under the username: being checked, free, or what it must be. */
export function UsernameStatus({ check }: { check: Check }) {
  if (check.state === "checking") return <span aria-live="polite">Checking…</span>;
  if (check.state === "ok") {
    return (
      <span className="text-success" aria-live="polite" data-testid="join-username-free">
        This username is free. People see it masked on the leaderboard.
      </span>
    );
  }
  return <span>At least 3 characters.</span>;
}

/**
 * A refusal no next code can mend (the owner turned joining off meanwhile, a token that never
 * existed). Signing in instead is the page's own link, under this card, offered once.
 */
export function JoinRefused({ message }: { message: string }) {
  return (
    <section
      className="bg-card space-y-3 rounded-xl border p-6 text-center shadow-xl"
      data-testid="join-refused"
    >
      <h1 className="text-xl font-semibold">{JOIN_FAILED}</h1>
      <p className="text-muted-foreground" role="alert">
        {message}
      </p>
    </section>
  );
}
