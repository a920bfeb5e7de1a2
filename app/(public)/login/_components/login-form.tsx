"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify, SIGN_IN_ERROR_TOAST } from "@/components/ui/toast";
import { homeFor, safeRedirect } from "@/lib/auth/access";
import { api, errorMessage } from "@/lib/http/fetcher";
import { loginErrorMessage, parseAutoParam } from "@/lib/auth/login-params";
import { loginSchema } from "@/lib/validation/auth";
import { ACCESS_DENIED, LOGIN_ERROR, WELCOME_BACK, signedInAs } from "@/lib/auth/messages";

type Props = { auto?: string; error?: string; redirectTo?: string };
type LoginAnswer = { user: { id: string; username: string; role: "user" | "staff" | "admin" } };

export function LoginForm({ auto, error, redirectTo }: Props) {
  const router = useRouter();
  const autoLogin = parseAutoParam(auto);
  const [username, setUsername] = useState(autoLogin?.username ?? "");
  const [password, setPassword] = useState("");
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

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
      notify.success(WELCOME_BACK, signedInAs(user.username));
      // No refresh of /login afterwards: signed in, it would redirect too, racing this one.
      router.replace(safeRedirect(redirectTo) ?? homeFor(user.role));
    } catch (e) {
      notify.error(ACCESS_DENIED, errorMessage(e, "Login failed"));
      setPending(false);
    }
  }

  return (
    <Card className="shadow-xl">
      <CardHeader>
        <CardTitle>
          <h1 className="text-xl">Sign in</h1>
        </CardTitle>
        <CardDescription>Use the username and password from your shop card.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4" noValidate data-testid="login-form">
          <div className="space-y-2">
            <Label htmlFor="username">Username</Label>
            <Input
              id="username"
              name="username"
              autoComplete="username"
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
          <SubmitButton pending={pending} size="lg" className="w-full" data-testid="login-submit">
            {pending ? "Signing in…" : "Sign in"}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
