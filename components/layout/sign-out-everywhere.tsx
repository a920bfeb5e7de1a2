"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { api, errorMessage } from "@/lib/http/fetcher";

/** Ends every session of this account (a lost phone, a shared computer), this one included. */
export function SignOutEverywhere() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await api("/auth/logout-everywhere", { method: "POST" });
      notify.success("Signed out everywhere", "Sign in again on the devices you use");
      router.replace("/login");
      router.refresh();
    } catch (e) {
      notify.error("Error", errorMessage(e, "Failed to sign out everywhere"));
      setPending(false);
    }
  }

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
          onClick={signOut}
          data-testid="sign-out-everywhere"
        >
          {!pending && <LogOut aria-hidden />}
          Sign out everywhere
        </SubmitButton>
      </CardContent>
    </Card>
  );
}
