import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ShieldCheck } from "lucide-react";
import { AddPasskeySection } from "@/components/auth/add-passkey-section";
import { PasswordForm } from "@/components/auth/password-form";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireCustomer } from "@/lib/auth/guards";
import { passwordChangeNeedsCurrent } from "@/lib/users/profile";
import { getSignInMethods } from "@/lib/users/sign-in-methods";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("customer.secure");
  return { title: t("metaTitle") };
}

/**
 * Where a sign-in QR from the counter lands a customer (a new phone, a forgotten password), and
 * a card's link an account with no other way in (an imported customer): a way back in for next
 * time, set now, before the session ends.
 */
export default async function SecureAccountPage() {
  const user = await requireCustomer();
  const [{ hasPassword }, askCurrent, t] = await Promise.all([
    getSignInMethods(user.id),
    passwordChangeNeedsCurrent(user),
    getTranslations("customer.secure"),
  ]);
  const title = t.rich("title", {
    username: user.username,
    name: (chunks) => <bdi>{chunks}</bdi>,
  });
  return (
    <main className="mx-auto w-full max-w-md space-y-5 px-4 py-8 sm:py-12">
      <Card data-testid="secure-account">
        <CardHeader className="gap-3">
          <span className="bg-primary text-primary-foreground flex size-12 items-center justify-center rounded-2xl">
            <ShieldCheck className="size-6" aria-hidden />
          </span>
          <CardTitle>
            <h1 className="text-xl wrap-anywhere">{title}</h1>
          </CardTitle>
          <CardDescription className="text-base">{t("description")}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {/* The sign-in parts' words, for them to speak the reader's language. */}
          <IntlProvider namespaces={["auth", "common", "errors"]}>
            <AddPasskeySection next="/user/dashboard" />
            <section aria-labelledby="new-password-title" className="space-y-3">
              <h2 id="new-password-title" className="font-semibold">
                {hasPassword ? t("newPassword") : t("setPassword")}
              </h2>
              <PasswordForm
                userId={user.id}
                askCurrent={askCurrent}
                next="/user/dashboard"
                submitLabel={t("submit")}
              />
            </section>
          </IntlProvider>
          <Button asChild variant="ghost" className="w-full">
            <Link href="/user/dashboard" data-testid="secure-later">
              {t("later")}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
