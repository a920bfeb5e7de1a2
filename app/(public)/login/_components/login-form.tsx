"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { offerPasskeyNextPage } from "@/components/auth/offer-passkey";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";
import { useIdle } from "@/components/layout/use-idle";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify, SIGN_IN_ERROR_TOAST } from "@/components/ui/toast";
import { homeFor, safeRedirect } from "@/lib/auth/access";
import { api, errorMessage } from "@/lib/http/fetcher";
import { loginErrorMessage, parseAutoParam } from "@/lib/auth/login-params";
import {
  passkeyErrorMessage,
  startPasskeyAutofill,
  type SignedInUser,
} from "@/lib/auth/passkeys/browser";
import { PASSKEY_SIGN_IN_FAILED } from "@/lib/auth/passkeys/messages";
import { loginSchema } from "@/lib/validation/auth";
import { ACCESS_DENIED, LOGIN_ERROR, WELCOME_BACK, signedInAs } from "@/lib/auth/messages";

type Props = {
  auto?: string;
  error?: string;
  redirectTo?: string;
  /** iPhone and iPad: "Sign in with a passkey" above the password form (see page.tsx). */
  passkeyFirst?: boolean;
};
type LoginAnswer = { user: SignedInUser };

export function LoginForm({ auto, error, redirectTo, passkeyFirst = false }: Props) {
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
    startPasskeyAutofill(stop.signal)
      .then((user) => {
        if (user) signedIn(user);
      })
      .catch((e: unknown) => {
        notify.error(ACCESS_DENIED, passkeyErrorMessage(e, PASSKEY_SIGN_IN_FAILED));
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
        notify.info("Auto-login detected", "Please enter your password to continue");
        passwordRef.current?.focus();
      }
    }, 50);
    return () => clearTimeout(timer);
    // Only once per visit: the query parameters do not change on this page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      notify.error(ACCESS_DENIED, parsed.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      const { user } = await api<LoginAnswer>("/auth/login", { method: "POST", body: parsed.data });
      offerPasskeyNextPage(user.id);
      signedIn(user);
    } catch (e) {
      notify.error(ACCESS_DENIED, errorMessage(e, "Login failed"));
      setPending(false);
    }
  }

  const passkeyButton = (
    <PasskeySignInButton
      onSignedIn={signedIn}
      variant={passkeyFirst ? "default" : "outline"}
      size="lg"
      className="w-full"
    />
  );
  return (
    <Card className="shadow-xl">
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">Sign in</h1>
        </CardTitle>
        <CardDescription>
          {passkeyFirst
            ? "Use your passkey, or the username and password from your shop card."
            : "Use the username and password from your shop card."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {passkeyFirst && (
          <>
            {passkeyButton}
            <OrLine />
          </>
        )}
        <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="login-form">
          <div className="space-y-2">
            <Label htmlFor="username">Username</Label>
            <Input
              id="username"
              name="username"
              autoComplete="username webauthn"
              autoCapitalize="none"
              autoCorrect="off"
              required
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              data-testid="login-username"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="password">Password</Label>
            <Input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              ref={passwordRef}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="login-password"
            />
          </div>
          <SubmitButton
            pending={pending}
            size="lg"
            variant={passkeyFirst ? "outline" : "default"}
            className="w-full"
            data-testid="login-submit"
          >
            {pending ? "Signing in…" : "Sign in"}
          </SubmitButton>
        </form>
        {!passkeyFirst && (
          <>
            <OrLine />
            {passkeyButton}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function OrLine() {
  return (
    <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase" aria-hidden>
      <span className="bg-border h-px flex-1" />
      or
      <span className="bg-border h-px flex-1" />
    </div>
  );
}
