import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";
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

/** The invitation field's words and the code this phone carries ("" for none), from the page. */
export type InviteProps = { code: string; label: string; toggle: string; hint: string };

/**
 * "Invitation code", optional: open and filled in when this phone carries an invitation (the
 * friend's link), folded away otherwise for a friend who was only told a code. A native
 * disclosure and an uncontrolled input, read when the form is sent: no script of its own on
 * /join's first load.
 */
export function InviteField({
  invite,
  error,
  onEdit,
}: {
  invite: InviteProps;
  error?: string;
  onEdit: () => void;
}) {
  return (
    <details open={invite.code !== "" || error !== undefined} className="space-y-3">
      <summary className="text-muted-foreground cursor-pointer text-sm font-medium">
        {invite.toggle}
      </summary>
      <Field id="join-invite" label={invite.label} description={invite.hint} error={error}>
        <input
          className={INPUT_CLASS}
          name="invite"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={40}
          dir="ltr"
          defaultValue={invite.code}
          onChange={onEdit}
          data-testid="join-invite"
        />
      </Field>
    </details>
  );
}
