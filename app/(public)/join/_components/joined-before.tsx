"use client";

import { useRouter } from "next/navigation";
import { OrLine } from "@/components/auth/or-line";
import { PasskeySignInButton } from "@/components/auth/passkey-sign-in-button";

/**
 * On an iPhone, above the join form: the camera opened the QR in Safari, where a customer
 * signed in inside the installed app is signed out, so "Sign in with a passkey" comes first and
 * collecting the punch is one tap. Its own component, so other phones' first load skips it.
 */
export function JoinedBefore({
  redeemPath,
  words,
}: {
  redeemPath: string;
  words: { joinedBefore: string; passkeySignIn: string; or: string };
}) {
  const router = useRouter();
  return (
    <>
      <p className="text-muted-foreground text-center text-sm">{words.joinedBefore}</p>
      <PasskeySignInButton
        onSignedIn={() => router.replace(redeemPath)}
        label={words.passkeySignIn}
        variant="outline"
        size="lg"
        className="w-full"
      />
      <OrLine label={words.or} />
    </>
  );
}
