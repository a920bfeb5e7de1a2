import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { AuthFrame, AuthFrameLink } from "@/components/layout/auth-frame";
import { mobilePlatform } from "@/components/pwa/install-detect";
import { buttonVariants } from "@/components/ui/button-variants";
import { getText } from "@/lib/i18n/server";
import { homeFor, loginWithRedirect } from "@/lib/auth/access";
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db/client";
import { tokenAddressPath } from "@/lib/rewards/token-address";
import { getShopSettings } from "@/lib/settings/shop";
import { PASSWORD_MIN_6 } from "@/lib/users/messages";
import { PUNCH_ADDED, PUNCH_ADDED_DETAIL } from "@/lib/rewards/messages";
import { getProgram } from "@/lib/program/read";
import { inspectJoinToken } from "@/lib/users/join-token";
import { suggestUsername } from "@/lib/users/username-suggestion";
import { INVITE_COOKIE, normalizeInviteCode } from "@/lib/referrals/invite-cookie";
import { readInvitation } from "../_lib/read-invitation";
import { InviteField } from "./_components/invite-field";
import { InvitedBy } from "./_components/invited-by";
import { JoinForm } from "./_components/join-form";
import { JoinedBeforeOnIphone } from "./_components/joined-before-on-iphone";
import { JoiningOff, TokenRefused, TypeToken } from "./_components/join-states";
import { joinWords } from "./_components/join-words";
import { collectFor } from "@/components/community/program-words";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("join");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The invitation this phone carries (/i/CODE), when it still works: who invites, its code. */
async function carriedInvitation(): Promise<{ inviter: string; code: string } | null> {
  const code = normalizeInviteCode((await cookies()).get(INVITE_COOKIE)?.value);
  const read = code ? await readInvitation(code) : null;
  return read?.state === "valid" ? { inviter: read.view.inviter, code: read.view.code } : null;
}

/**
 * "Collect 10 punches for a free product", and the welcome bonus as its own sentence:
 * "… . You start with 2 punches".
 */
async function joinPromise(): Promise<string> {
  const [program, t, tCard, locale] = await Promise.all([
    getProgram(),
    getTranslations("public.program"),
    getTranslations("card"),
    getLocale(),
  ]);
  const defaultItem = tCard("defaultReward.item");
  const promise = collectFor({ t, locale, defaultItem }, program.rewards);
  if (program.welcomePunches <= 0) return promise;
  return `${promise}. ${t("startWith", { count: program.welcomePunches })}`;
}

/**
 * Where a shop token's address leads a visitor who is not signed in: make an account with it
 * and collect it as the first punch, or sign in to an existing one, which redeems it too.
 */
export default async function JoinPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 200) ?? "";
  const user = await getSessionUser();
  if (user) redirect(token && user.role === "user" ? tokenAddressPath(token) : homeFor(user.role));

  const [shop, t, auth, text, inviteWords, invitation] = await Promise.all([
    getShopSettings(),
    getTranslations("join"),
    getTranslations("auth"),
    getText(),
    getTranslations("invite.join"),
    carriedInvitation(),
  ]);
  const words = joinWords(t, auth);
  const signIn = token ? loginWithRedirect(tokenAddressPath(token)) : "/login";
  const footer = <AuthFrameLink href={signIn}>{t("haveAccount")}</AuthFrameLink>;
  let body: React.ReactNode;
  if (!token) body = <TypeToken />;
  else if (!shop.joinAtCounter) body = <JoiningOff signIn={signIn} />;
  else {
    const refusal = await inspectJoinToken(db, token);
    const iPhone = mobilePlatform((await headers()).get("user-agent") ?? "") === "ios";
    body = refusal ? (
      <TokenRefused message={text(refusal.message)} expired={refusal.code === "gone"} />
    ) : (
      <div className="space-y-4">
        {iPhone && (
          <JoinedBeforeOnIphone
            redeemPath={tokenAddressPath(token)}
            words={{
              joinedBefore: words.joinedBefore,
              passkeySignIn: words.passkeySignIn,
              or: words.or,
            }}
            buttonClass={buttonVariants({ variant: "outline", size: "lg", className: "w-full" })}
          />
        )}
        <JoinForm
          tokenId={token}
          suggestion={await suggestUsername()}
          shopName={shop.shopName}
          promise={await joinPromise()}
          words={words}
          sentences={{
            passwordTooShort: text(PASSWORD_MIN_6),
            punchAdded: text(PUNCH_ADDED),
            punchAddedDetail: text(PUNCH_ADDED_DETAIL),
          }}
          buttons={{
            primary: buttonVariants({ size: "lg", className: "w-full" }),
            secondary: buttonVariants({ variant: "outline", className: "w-full" }),
          }}
          inviteField={
            <InviteField
              invite={{
                code: invitation?.code ?? "",
                label: inviteWords("code"),
                toggle: inviteWords("codeToggle"),
                hint: inviteWords("codeHint"),
              }}
            />
          }
        />
      </div>
    );
  }
  return (
    <AuthFrame shopName={shop.shopName} footer={footer}>
      {invitation && <InvitedBy inviter={invitation.inviter} />}
      {body}
    </AuthFrame>
  );
}
