"use client";

import { useRouter } from "next/navigation";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";
import { PlainSubmitButton } from "@/components/ui/plain-submit-button";
import { notify } from "@/components/ui/toast";
import { passkeysSupported } from "@/lib/auth/passkeys/supported";
import type { ApiError } from "@/lib/http/errors";
import { OWN_PASSWORD_MIN } from "@/lib/users/limits";
import {
  focusFirst,
  InviteRefusal,
  JoinRefused,
  UsernameStatus,
  type JoinErrors,
  type JoinField,
} from "./join-form-parts";
import { MethodChoice, type Method } from "./join-method-choice";
import { useUsernameCheck } from "./use-username-check";
import type { JoinWords } from "./join-words";

type Props = {
  tokenId: string;
  /** A username nobody has, filled in; the visitor may change it. */
  suggestion: string;
  shopName: string;
  /** "Collect 10 punches for a free coffee", written on the server in the reader's language. */
  promise: string;
  /** The form's words in the reader's language, from the page (join-words.ts). */
  words: JoinWords;
  /**
   * SPEC's sentences this form says, handed in by the page rather than imported: their message
   * modules hold every sentence of their screens, which /join's first load would carry.
   */
  sentences: { passwordTooShort: string; punchAdded: string; punchAddedDetail: string };
  /**
   * The buttons' classes (buttonVariants), joined on the server: the variants' table is a
   * kilobyte of /join's first load, for two buttons whose look never changes.
   */
  buttons: { primary: string; secondary: string };
  /** The invitation code's field (invite-field.tsx), rendered by the page. */
  inviteField: React.ReactNode;
};

const noSubscription = () => () => {};

// Only a visitor who lost their code needs the next one: its panel (and the scanner behind it)
// stays off /join's first load.
const NextToken = lazy(() => import("./next-token").then((m) => ({ default: m.NextToken })));

// The request itself, and the fetcher with its error class, load as the visitor starts on the
// form (its first focus), not with the page: /join's first load is at its limit, and typing a
// username takes longer than their fetch.
const loadRequest = () => import("./join-request");

/**
 * The join form: a username (a free one filled in, checked as the visitor types), an optional
 * name and how to sign in next time: a passkey (Face ID, a fingerprint, the screen lock), where
 * the browser can make one, or a password. One tap makes the account, signs them in and
 * collects the punch. When someone else used the token first (two phones on one counter QR) or
 * it expired, the form keeps what was typed and takes the next code in place. Written with
 * native controls and the primitives' classes, so /join's first load stays small on a phone's
 * slow connection (app/(public)/join/page.tsx renders everything around it); the WebAuthn
 * library and the QR decoder load only when they are used.
 */
export function JoinForm({
  tokenId,
  suggestion,
  shopName,
  promise,
  words,
  sentences,
  buttons,
  inviteField,
}: Props) {
  const router = useRouter();
  // Rendered on the server as if passkeys work (most phones), so the page does not jump.
  const canPasskey = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  const [chosen, setChosen] = useState<Method>("passkey");
  const method: Method = canPasskey ? chosen : "password";
  const [username, setUsername] = useState(suggestion);
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<JoinErrors>({});
  const [refused, setRefused] = useState<string | null>(null);
  // Set once the token is gone: why, and the next code the visitor scans or types.
  const [next, setNext] = useState<string | null>(null);
  const [nextToken, setNextToken] = useState("");
  const [pending, setPending] = useState(false);
  const check = useUsernameCheck({
    tokenId: next ? null : tokenId,
    username,
    suggestion,
    onTokenRefused: tokenRefused,
  });

  function edit(field: JoinField, set: (value: string) => void) {
    return (event: React.ChangeEvent<HTMLInputElement> | string) => {
      set(typeof event === "string" ? event : event.target.value);
      setErrors((prev) => ({ ...prev, [field]: undefined }));
    };
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = next ? nextToken : tokenId;
    const local: JoinErrors = {};
    if (!token) local.nextToken = words.enterNextCode;
    if (check.state === "taken" && check.message) local.username = check.message;
    if (method === "password" && password.trim().length < OWN_PASSWORD_MIN) {
      local.password = sentences.passwordTooShort;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return focusFirst(local);
    // Read as sent: the invitation's field is the page's, with no state here (invite-field.tsx).
    const invite = String(new FormData(event.currentTarget).get("invite") ?? "");
    setPending(true);
    try {
      const { requestJoin } = await loadRequest();
      if (await requestJoin({ tokenId: token, username, name, method, password, invite })) {
        notify.success(sentences.punchAdded, sentences.punchAddedDetail);
        return router.replace("/user/dashboard?joined=1");
      }
    } catch (error) {
      await onRefused(error);
    }
    setPending(false);
  }

  /** The token itself is refused: a next code mends a used or expired one, nothing else. */
  function tokenRefused(error: ApiError) {
    if (error.code === "token_used" || error.code === "gone") {
      setNext(error.code === "token_used" ? words.tokenJustUsed : error.message);
      setNextToken("");
      setErrors((prev) => ({ ...prev, nextToken: undefined }));
      return true;
    }
    // A next code typed wrong is that field's error; the form stays.
    if (error.code === "not_found" && next) {
      setErrors({ nextToken: error.message });
      focusFirst({ nextToken: error.message });
      return true;
    }
    if (error.code === "not_found" || error.code === "forbidden") {
      setRefused(error.message);
      return true;
    }
    return false;
  }

  async function onRefused(error: unknown) {
    // The request module is loaded unless loading it is what failed (the phone went offline).
    const request = await loadRequest().catch(() => null);
    if (!request) return notify.error(words.failed, "");
    const { ApiError, errorMessage, fieldErrors } = request;
    if (!(error instanceof ApiError)) return notify.error(words.failed, errorMessage(error, ""));
    // An unknown or replaced invitation is its field's refusal (404/410), not the token's.
    const inviteError = fieldErrors<JoinField>(error.issues).invite;
    if (inviteError) {
      setErrors({ invite: inviteError });
      return focusFirst({ invite: inviteError });
    }
    if (tokenRefused(error)) return;
    const byField: JoinErrors =
      error.code === "conflict"
        ? { username: error.message }
        : fieldErrors<JoinField>(error.issues, { tokenId: "nextToken" });
    if (Object.keys(byField).length > 0) {
      setErrors(byField);
      return focusFirst(byField);
    }
    notify.error(words.failed, errorMessage(error, words.failed));
  }

  if (refused) return <JoinRefused title={words.failed} message={refused} />;

  const usernameError =
    errors.username ?? (check.state === "taken" ? (check.message ?? undefined) : undefined);
  return (
    <form
      onSubmit={onSubmit}
      onFocus={() => void loadRequest().catch(() => undefined)}
      // The invitation's field is the page's (a slot): its refusal goes once it is edited.
      onChange={(event) =>
        (event.target as { name?: string }).name === "invite" &&
        setErrors((prev) => ({ ...prev, invite: undefined }))
      }
      noValidate
      className="bg-card space-y-5 rounded-xl border p-5 shadow-xl sm:p-6"
      data-testid="join-form"
    >
      <header className="space-y-1.5">
        <h1 className="text-xl leading-tight font-semibold">{words.title}</h1>
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {shopName} · {promise}.
        </p>
      </header>
      {next && (
        <Suspense fallback={<p role="alert">{next}</p>}>
          <NextToken
            title={next}
            words={words}
            value={nextToken}
            onChange={edit("nextToken", setNextToken)}
            error={errors.nextToken}
            buttonClass={buttons.secondary}
          />
        </Suspense>
      )}
      <Field
        id="join-username"
        label={words.username}
        error={usernameError}
        description={<UsernameStatus check={check} words={words} />}
      >
        <input
          className={INPUT_CLASS}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={50}
          value={username}
          onChange={edit("username", setUsername)}
          data-testid="join-username"
        />
      </Field>
      <Field id="join-name" label={words.name} error={errors.name}>
        <input
          className={INPUT_CLASS}
          name="name"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="join-name"
        />
      </Field>
      {canPasskey && <MethodChoice method={method} onChange={setChosen} words={words} />}
      {method === "password" && (
        <Field
          id="join-password"
          label={words.password}
          description={words.passwordHint}
          error={errors.password}
        >
          <input
            className={INPUT_CLASS}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={edit("password", setPassword)}
            data-testid="join-password"
          />
        </Field>
      )}
      {inviteField}
      {errors.invite && <InviteRefusal message={errors.invite} />}
      <PlainSubmitButton pending={pending} className={buttons.primary} data-testid="join-submit">
        {pending ? words.submitting : words.submit}
      </PlainSubmitButton>
    </form>
  );
}
