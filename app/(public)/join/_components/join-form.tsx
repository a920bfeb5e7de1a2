"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";
import { PlainSubmitButton } from "@/components/ui/plain-submit-button";
import { notify } from "@/components/ui/toast";
import type { SignedInUser } from "@/lib/auth/passkeys/browser";
import { passkeysSupported } from "@/lib/auth/passkeys/supported";
import { ApiError } from "@/lib/http/errors";
import { errorMessage, api } from "@/lib/http/fetcher";
import { fieldErrors } from "@/lib/http/field-errors";
import { MethodChoice, type Method } from "./join-method-choice";
import { JOIN_FAILED, JOIN_TITLE } from "@/lib/users/join-messages";
import type { UsernameCheck } from "@/lib/users/join-check";
import { OWN_PASSWORD_MIN } from "@/lib/users/limits";

type Props = {
  tokenId: string;
  /** A username nobody has, filled in; the visitor may change it. */
  suggestion: string;
  shopName: string;
  /** "Collect 10 punches for a free coffee", written on the server (lib/users/join-messages). */
  promise: string;
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
  signIn: string;
};

type JoinAnswer = { user: SignedInUser };

const noSubscription = () => () => {};

type Fields = "username" | "name" | "password";
type Check = { state: "ok" | "checking" | "taken" | "idle"; message: string | null };

// A pause in typing, then one check: not a request per key.
const CHECK_AFTER_MS = 350;

/**
 * The join form: a username (a free one filled in, checked as the visitor types), an optional
 * name and how to sign in next time: a passkey (Face ID, a fingerprint, the screen lock), where
 * the browser can make one, or a password. One tap makes the account, signs them in and
 * collects the punch. Written with native controls and the primitives' classes, so /join's
 * first load stays small on a phone's slow connection (app/(public)/join/page.tsx renders
 * everything around it); the WebAuthn library loads only when a passkey is made.
 */
export function JoinForm({
  tokenId,
  suggestion,
  shopName,
  promise,
  sentences,
  signIn,
  buttons,
}: Props) {
  const router = useRouter();
  // Rendered on the server as if passkeys work (most phones), so the page does not jump.
  const canPasskey = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  const [chosen, setChosen] = useState<Method>("passkey");
  const method: Method = canPasskey ? chosen : "password";
  const [username, setUsername] = useState(suggestion);
  const [check, setCheck] = useState<Check>({ state: "ok", message: null });
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const checked = useRef(suggestion);

  useEffect(() => {
    if (username === checked.current) return;
    const controller = new AbortController();
    setCheck({ state: "checking", message: null });
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ tokenId, username });
      try {
        const answer = await api<UsernameCheck>(`/join/check?${query}`, {
          signal: controller.signal,
        });
        checked.current = username;
        setCheck({ state: answer.available ? "ok" : "taken", message: answer.message });
      } catch (error) {
        if (controller.signal.aborted) return;
        // The token itself went bad meanwhile: say so now, not after the tap.
        if (error instanceof ApiError && (error.code === "gone" || error.code === "not_found")) {
          setRefused(error.message);
        }
        setCheck({ state: "idle", message: null });
      }
    }, CHECK_AFTER_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [username, tokenId]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const local: Partial<Record<Fields, string>> = {};
    if (check.state === "taken" && check.message) local.username = check.message;
    if (method === "password" && password.trim().length < OWN_PASSWORD_MIN) {
      local.password = sentences.passwordTooShort;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return focusFirst(local);
    setPending(true);
    const body = { tokenId, username, name: name || undefined };
    if (method === "password") {
      try {
        const { user } = await api<JoinAnswer>("/join", {
          method: "POST",
          body: { ...body, password },
        });
        const { offerPasskeyNextPage } = await import("@/components/auth/offer-passkey");
        offerPasskeyNextPage(user.id);
        joined();
      } catch (error) {
        setPending(false);
        onRefused(error);
      }
      return;
    }
    // The ceremony and what it says when it fails load with the tap, not with the page.
    const flows = await import("@/components/auth/passkey-flows");
    const passkey = await flows.joinPasskey({
      username: username.trim().toLowerCase(),
      displayName: name,
    });
    if (!passkey) return setPending(false);
    try {
      await api<JoinAnswer>("/join", { method: "POST", body: { ...body, passkey } });
      joined();
    } catch (error) {
      // No account holds the passkey just made: the phone is asked to drop it, where it can.
      flows.forgetJoinPasskey(passkey.id);
      setPending(false);
      onRefused(error);
    }
  }

  function joined() {
    notify.success(sentences.punchAdded, sentences.punchAddedDetail);
    router.replace("/user/dashboard?joined=1");
  }

  function onRefused(error: unknown) {
    if (!(error instanceof ApiError)) return notify.error(JOIN_FAILED, errorMessage(error, ""));
    if (error.code === "gone" || error.code === "not_found" || error.code === "forbidden") {
      return setRefused(error.message);
    }
    const byField: Partial<Record<Fields, string>> =
      error.code === "conflict" ? { username: error.message } : fieldErrors<Fields>(error.issues);
    if (Object.keys(byField).length > 0) {
      setErrors(byField);
      return focusFirst(byField);
    }
    notify.error(JOIN_FAILED, errorMessage(error, JOIN_FAILED));
  }

  if (refused) {
    return (
      <section
        className="bg-card space-y-3 rounded-xl border p-6 text-center shadow-xl"
        data-testid="join-refused"
      >
        <h1 className="text-xl font-semibold">{JOIN_FAILED}</h1>
        <p className="text-muted-foreground" role="alert">
          {refused}
        </p>
        <a href={signIn} className={buttons.secondary}>
          Sign in instead
        </a>
      </section>
    );
  }

  const usernameError =
    errors.username ?? (check.state === "taken" ? (check.message ?? undefined) : undefined);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="bg-card space-y-5 rounded-xl border p-5 shadow-xl sm:p-6"
      data-testid="join-form"
    >
      <header className="space-y-1.5">
        <h1 className="text-xl leading-tight font-semibold">{JOIN_TITLE}</h1>
        <p className="text-muted-foreground text-sm wrap-anywhere">
          {shopName} · {promise}.
        </p>
      </header>
      <Field
        id="join-username"
        label="Username"
        error={usernameError}
        description={<UsernameStatus check={check} />}
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
          onChange={(e) => {
            setUsername(e.target.value);
            setErrors((prev) => ({ ...prev, username: undefined }));
          }}
          data-testid="join-username"
        />
      </Field>
      <Field id="join-name" label="Your name (optional)" error={errors.name}>
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
      {canPasskey && <MethodChoice method={method} onChange={setChosen} />}
      {method === "password" && (
        <Field
          id="join-password"
          label="Password"
          description="At least 6 characters. You sign in with it next time."
          error={errors.password}
        >
          <input
            className={INPUT_CLASS}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((prev) => ({ ...prev, password: undefined }));
            }}
            data-testid="join-password"
          />
        </Field>
      )}
      <PlainSubmitButton pending={pending} className={buttons.primary} data-testid="join-submit">
        {pending ? "Joining…" : "Join and collect my punch"}
      </PlainSubmitButton>
    </form>
  );
}

function UsernameStatus({ check }: { check: Check }) {
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

function focusFirst(errors: Partial<Record<Fields, string>>) {
  const first = (["username", "name", "password"] as const).find((f) => errors[f]);
  if (first) document.getElementById(`join-${first}`)?.focus();
}
