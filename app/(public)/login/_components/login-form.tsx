"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { OrLine } from "@/components/auth/or-line";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { useIdle } from "@/components/layout/use-idle";
import { buttonVariants } from "@/components/ui/button-variants";
import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";
import { PlainSubmitButton } from "@/components/ui/plain-submit-button";
import { notify, SIGN_IN_ERROR_TOAST } from "@/components/ui/toast";
import { homeFor, safeRedirect } from "@/lib/auth/access";
import { loginErrorMessage, parseAutoParam } from "@/lib/auth/login-params";
import {
  ACCESS_DENIED,
  LOGIN_ERROR,
  LOGIN_REQUIRED,
  WELCOME_BACK,
  signedInAs,
} from "@/lib/auth/messages";
import type { SignedInUser } from "@/lib/auth/passkeys/browser";
import { api, errorMessage } from "@/lib/http/fetcher";
import type { LoginWords } from "./login-words";

type Props = {
  auto?: string;
  error?: string;
  redirectTo?: string;
  /** iPhone and iPad: "Sign in with a passkey" above the password form (see page.tsx). */
  passkeyFirst?: boolean;
  /** Its words in the reader's language, from the page (login-words.ts). */
  words: LoginWords;
};
type LoginAnswer = { user: SignedInUser };

/**
 * The sign-in form: username and password (SPEC §2), trimmed and the username lower-cased as
 * the server's schema (lib/auth/login-schema.ts) reads them, and a passkey: a button, and the
 * site's passkeys in the username's autofill. The card around it is rendered on the server,
 * and this part uses native controls with the primitives' classes, so /login's first load
 * stays small for a new customer on a slow connection.
 */
export function LoginForm({ auto, error, redirectTo, passkeyFirst = false, words }: Props) {
  const router = useRouter();
  const autoLogin = parseAutoParam(auto);
  const [username, setUsername] = useState(autoLogin?.username ?? "");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const idle = useIdle();

  /** Signed in, by password or passkey: the same welcome and the same next screen. */
  function signedIn(user: SignedInUser) {
    notify.success(WELCOME_BACK, signedInAs(user.username));
    // No refresh of /login afterwards: signed in, it would redirect too, racing this one.
    router.replace(safeRedirect(redirectTo) ?? homeFor(user.role));
  }

  // The site's passkeys in the username field's autofill, where the browser offers that
  // (conditional mediation), once the page is idle. A passkey the shop refuses is said once;
  // the button and the password stay.
  useEffect(() => {
    if (!idle) return;
    const stop = new AbortController();
    void import("@/components/auth/passkey-flows")
      .then(({ passkeyAutofill }) => passkeyAutofill(stop.signal))
      .then((user) => {
        if (user && !stop.signal.aborted) signedIn(user);
      });
    return () => stop.abort();
    // signedIn only reads the page's fixed query and the router.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [idle]);

  useEffect(() => {
    // Deferred a tick so the toaster is mounted before the first toast.
    const timer = setTimeout(() => {
      if (error) {
        // Under the failed auto-login's toast id: its toast, if still showing, becomes this
        // one in place. A dismissal lands a frame later than a new toast, so dismissing and
        // adding showed both for a moment.
        notify.error(LOGIN_ERROR, loginErrorMessage(error), undefined, SIGN_IN_ERROR_TOAST);
      }
      if (autoLogin) {
        notify.info(words.autoLoginTitle, words.autoLoginDetail);
        passwordRef.current?.focus();
      }
    }, 50);
    return () => clearTimeout(timer);
    // Only once per visit: the query parameters do not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const body = { username: username.trim().toLowerCase(), password: password.trim() };
    if (!body.username || !body.password) {
      notify.error(ACCESS_DENIED, LOGIN_REQUIRED);
      return;
    }
    setPending(true);
    try {
      const { user } = await api<LoginAnswer>("/auth/login", { method: "POST", body });
      // On a phone, the next screen offers a passkey once (components/auth/offer-passkey.ts).
      const { offerPasskeyNextPage } = await import("@/components/auth/offer-passkey");
      offerPasskeyNextPage(user.id);
      signedIn(user);
    } catch (e) {
      notify.error(ACCESS_DENIED, errorMessage(e, words.failed));
      setPending(false);
    }
  }

  const passkeyButton = (
    <PasskeySignInButton
      onSignedIn={signedIn}
      label={words.passkey}
      variant={passkeyFirst ? "default" : "outline"}
      size="lg"
      className="w-full"
    />
  );
  return (
    <div className="space-y-4">
      {passkeyFirst && (
        <>
          {passkeyButton}
          <OrLine label={words.or} />
        </>
      )}
      <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="login-form">
        <Field id="username" label={words.username}>
          <input
            className={INPUT_CLASS}
            name="username"
            autoComplete="username webauthn"
            autoCapitalize="none"
            autoCorrect="off"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            data-testid="login-username"
          />
        </Field>
        <Field id="password" label={words.password}>
          <input
            className={INPUT_CLASS}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            ref={passwordRef}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="login-password"
          />
        </Field>
        <PlainSubmitButton
          pending={pending}
          className={buttonVariants({
            size: "lg",
            variant: passkeyFirst ? "outline" : "default",
            className: "w-full",
          })}
          data-testid="login-submit"
        >
          {pending ? words.submitting : words.submit}
        </PlainSubmitButton>
      </form>
      {!passkeyFirst && (
        <>
          <OrLine label={words.or} />
          {passkeyButton}
        </>
      )}
    </div>
  );
}
