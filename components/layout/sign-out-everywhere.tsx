"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import { forgetSavedCard } from "@/components/pwa/saved-card";

/** Ends every session of this account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const router = useRouter();
  const { pending, submit } = useSubmit({
    action: () => api("/auth/logout-everywhere", { method: "POST" }),
    onSuccess: () => {
      notify.success("Signed out everywhere", "Sign in again on the devices you use");
      forgetSavedCard();
      router.replace("/login");
      router.refresh();
    },
    fallback: "Failed to sign out everywhere",
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign out everywhere</CardTitle>
        <CardDescription>
          Signs this account out on every phone and computer, this one included.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SubmitButton
          type="button"
          variant="outline"
          pending={pending}
          onClick={() => void submit(undefined)}
          data-testid="sign-out-everywhere"
        >
          {!pending && <LogOut aria-hidden />}
          Sign out everywhere
        </SubmitButton>
      </CardContent>
    </Card>
  );
}
