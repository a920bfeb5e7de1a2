import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";

/** The invitation field's words and the code this phone carries ("" for none), from the page. */
export type InviteProps = { code: string; label: string; toggle: string; hint: string };

/** Where the join form says why it refused the invitation (join-form.tsx). */
export const INVITE_ERROR_ID = "join-invite-error";

/**
 * "Invitation code", optional: open and filled in when this phone carries an invitation (the
 * friend's link), folded away otherwise for a friend who was only told a code. Rendered on the
 * server and handed to the join form as a slot: a native disclosure and an uncontrolled input
 * that the form reads when it is sent, so it adds no script to /join's first load (at its
 * 140 KB limit). The form shows a refusal under it, which the input names already.
 */
export function InviteField({ invite }: { invite: InviteProps }) {
  return (
    <details open={invite.code !== ""} className="space-y-3">
      <summary className="text-muted-foreground cursor-pointer text-sm font-medium">
        {invite.toggle}
      </summary>
      <Field id="join-invite" label={invite.label} description={invite.hint}>
        {(control) => (
          <input
            {...control}
            aria-describedby={`${INVITE_ERROR_ID} ${control["aria-describedby"]}`}
            className={INPUT_CLASS}
            name="invite"
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={40}
            dir="ltr"
            defaultValue={invite.code}
            data-testid="join-invite"
          />
        )}
      </Field>
    </details>
  );
}
