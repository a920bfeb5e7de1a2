import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthFrame, AuthFrameLink } from "@/components/layout/auth-frame";
import { mobilePlatform } from "@/components/pwa/install-detect";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { homeFor, safeRedirect } from "@/lib/auth/access";
import { getSessionUser } from "@/lib/auth/session";
import { getShopSettings } from "@/lib/settings/shop";
import { LoginForm } from "./_components/login-form";
import { loginWords } from "./_components/login-words";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("login.title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function first(value: string | string[] | undefined) {
  return Array.isArray(value) ? value[0] : value;
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // Already signed in: straight on, as a sign-in would go (never back to /login itself).
  const user = await getSessionUser();
  if (user) {
    const target = safeRedirect(first(params.redirect));
    const onward = target && !/^\/login(?:[/?#]|$)/.test(target) ? target : null;
    redirect(onward ?? homeFor(user.role));
  }
  const [{ shopName }, t, tJoin] = await Promise.all([
    getShopSettings(),
    getTranslations("auth"),
    getTranslations("join"),
  ]);
  // On an iPhone the camera opens a scanned QR in Safari, where the customer is signed out even
  // if the installed app is signed in: a passkey is then the one-tap way back, so it comes first.
  const newHere = tJoin("newHere");
  const passkeyFirst = mobilePlatform((await headers()).get("user-agent") ?? "") === "ios";
  return (
    <AuthFrame
      shopName={shopName}
      footer={
        <>
          <a
            href="/announcements"
            className="text-primary inline-flex min-h-11 items-center font-medium underline-offset-4 hover:underline"
          >
            {t("login.news")}
          </a>
          <AuthFrameLink href="/faq">{t("login.faq")}</AuthFrameLink>
        </>
      }
    >
      <Card className="shadow-xl">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl">{t("login.title")}</h1>
          </CardTitle>
          <CardDescription>
            {passkeyFirst ? t("login.descriptionPasskeyFirst") : t("login.description")}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            auto={first(params.auto)}
            error={first(params.error)}
            redirectTo={first(params.redirect)}
            passkeyFirst={passkeyFirst}
            words={loginWords(t)}
          />
        </CardContent>
      </Card>
      {/* A visitor with a token in hand comes through /join; this one has none yet. */}
      {!first(params.redirect)?.includes("token=") && (
        <p className="text-muted-foreground mt-4 text-center text-sm" data-testid="new-here">
          {newHere}
        </p>
      )}
    </AuthFrame>
  );
}
