"use client";

import { AlertCircle, Loader2, ShieldCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { notify, SIGN_IN_ERROR_TOAST } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import {
  INVALID_OR_EXPIRED_TOKEN,
  LOGIN_FAILED,
  WELCOME_BACK,
  signedInAs,
} from "@/lib/auth/messages";

type Phase = "validating" | "logging-in" | "error";

// SPEC §9: after a failure the customer is sent to /login after 2 s.
const ERROR_REDIRECT_MS = 2000;

/** The §8 `error` value for /login, read from the server's refusal. */
function loginErrorOf(error: unknown): string {
  if (error instanceof ApiError && error.code === "not_found") {
    const reason = (error.issues as { reason?: string } | undefined)?.reason;
    return reason ?? "invalid_token";
  }
  return "unknown";
}

/**
 * Checks the one-off link, then exchanges it: the server signs the customer in by setting
 * the session cookie, and no password ever reaches the browser.
 */
export function AutoLogin({ token }: { token: string }) {
  const t = useTranslations("auth.autoLogin");
  const text = useText();
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>("validating");
  const [username, setUsername] = useState<string | null>(null);
  const [loginHref, setLoginHref] = useState("/login");
  const started = useRef(false);

  useEffect(() => {
    // Strict mode runs effects twice in development; a link must be spent only once.
    if (started.current) return;
    started.current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const path = `/auto-login/${encodeURIComponent(token)}`;

    async function run() {
      try {
        const link = await api<{ username: string }>(path);
        setUsername(link.username);
        setPhase("logging-in");
        const { next } = await api<{ next: string }>(path, { method: "POST" });
        notify.success(WELCOME_BACK, signedInAs(link.username));
        router.replace(next);
        router.refresh();
      } catch (error) {
        setPhase("error");
        // /login shows its own error toast under the same id, in this one's place: never two.
        notify.error(LOGIN_FAILED, INVALID_OR_EXPIRED_TOKEN, undefined, SIGN_IN_ERROR_TOAST);
        const target = `/login?error=${encodeURIComponent(loginErrorOf(error))}`;
        setLoginHref(target);
        timer = setTimeout(() => router.replace(target), ERROR_REDIRECT_MS);
      }
    }
    void run();
    return () => clearTimeout(timer);
  }, [router, token]);

  const signingInAs = (name: string) =>
    t.rich("signingInAs", { username: name, name: (chunks) => <bdi>{chunks}</bdi> });
  return (
    <Card
      className="w-full max-w-sm text-center shadow-xl"
      data-testid="auto-login"
      data-phase={phase}
    >
      <CardHeader className="justify-items-center gap-3">
        <span
          className={`flex size-14 items-center justify-center rounded-2xl ${phase === "error" ? "bg-destructive/10 text-destructive" : "bg-primary text-primary-foreground"}`}
        >
          {phase === "error" ? (
            <AlertCircle className="size-7" aria-hidden />
          ) : phase === "logging-in" ? (
            <ShieldCheck className="size-7" aria-hidden />
          ) : (
            <Loader2 className="size-7 animate-spin" aria-hidden />
          )}
        </span>
        <CardTitle
          className="text-xl"
          role="heading"
          aria-level={1}
          data-testid="auto-login-heading"
        >
          {phase === "validating" && t("checking")}
          {phase === "logging-in" && t("loggingIn")}
          {phase === "error" && text(LOGIN_FAILED)}
        </CardTitle>
        <CardDescription aria-live="polite">
          {phase === "validating" && t("checkingDetail")}
          {phase === "logging-in" && (username ? signingInAs(username) : t("signingInYou"))}
          {phase === "error" && t("failedDetail")}
        </CardDescription>
      </CardHeader>
      {phase === "error" && (
        <CardContent>
          <Button asChild variant="outline" className="w-full">
            <Link href={loginHref} replace data-testid="auto-login-to-login">
              {t("toLogin")}
            </Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
