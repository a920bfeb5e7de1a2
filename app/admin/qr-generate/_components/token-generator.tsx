"use client";

import { TOKEN_GENERATED, TOKEN_GENERATED_DETAIL } from "@/lib/rewards/staff-messages";
import { QrCode } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { CopyButton } from "@/components/ui/copy-button";
import { QrImage, punchTokenUrl } from "@/components/rewards/qr-image";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { EmptyState } from "@/components/ui/empty-state";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { NewPunchToken } from "@/lib/rewards/issue";
import { formatShortCode } from "@/lib/security/short-code";
import { TokenPunches } from "@/components/rewards/token-punches";
import { RecentTokens, type RecentToken } from "./recent-tokens";
import { ExpiryCountdown } from "@/components/ui/expiry-countdown";

type Generated = Serialized<NewPunchToken>;

type Props = {
  publicSiteUrl: string | null;
  initialTokens: RecentToken[];
  /** The program's most punches per token: a choice from 1 up to it when above 1. */
  maxTokenPunches: number;
};

export function TokenGenerator({ publicSiteUrl, initialTokens, maxTokenPunches }: Props) {
  const t = useTranslations("adminCounter.tokens");
  const text = useText();
  const [token, setToken] = useState<
    (Pick<Generated, "id" | "code" | "expiresAt"> & { url: string; punches: number }) | null
  >(null);
  const [tokens, setTokens] = useState(initialTokens);
  const [punches, setPunches] = useState(1);

  const { pending, submit: generate } = useSubmit<void, void, Generated & { punches?: number }>({
    action: () =>
      api<Generated & { punches?: number }>("/admin/generate-token", {
        method: "POST",
        body: punches > 1 ? { punches } : undefined,
      }),
    onSuccess: async ({ id, code, expiresAt, punches: carries }) => {
      setToken({
        id,
        code,
        expiresAt,
        url: punchTokenUrl(publicSiteUrl, id),
        punches: carries ?? punches,
      });
      notify.success(text(TOKEN_GENERATED), text(TOKEN_GENERATED_DETAIL));
      const recent = await api<{ tokens: RecentToken[] }>("/admin/tokens");
      setTokens(recent.tokens);
    },
    fallback: t("failed"),
  });

  // "To type: ABCD 2345", the code in its own direction and type.
  const toType =
    token &&
    t.rich("toType", {
      code: formatShortCode(token.code),
      shown: (chunks) => (
        <code
          className="text-foreground font-mono text-base font-bold tracking-widest"
          dir="ltr"
          data-testid="token-code"
        >
          {chunks}
        </code>
      ),
    });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t("card.title")}</CardTitle>
          <CardDescription>
            {maxTokenPunches > 1 ? t("card.descriptionMany") : t("card.descriptionOne")}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          {maxTokenPunches > 1 && (
            <TokenPunches max={maxTokenPunches} value={punches} onChoose={setPunches} />
          )}
          <SubmitButton
            type="button"
            size="lg"
            pending={pending}
            icon={<QrCode aria-hidden />}
            onClick={() => void generate()}
            className="w-full"
            data-testid="generate-token"
          >
            {t("generate")}
          </SubmitButton>
          {token ? (
            <div
              className="flex flex-col items-center gap-3 rounded-xl border bg-white p-4"
              data-testid="token-result"
            >
              {token.punches > 1 && (
                <p
                  className="bg-primary text-primary-foreground rounded-full px-3 py-0.5 text-lg font-bold tabular-nums"
                  data-testid="token-punches-shown"
                >
                  {t("punches", { count: token.punches })}
                </p>
              )}
              <QrImage value={token.url} size={220} label={t("qrLabel")} />
              <code
                className="bg-muted max-w-full rounded px-2 py-1 text-sm break-all"
                dir="ltr"
                data-testid="token-id"
              >
                {token.id}
              </code>
              <p className="text-muted-foreground text-sm">{toType}</p>
              <ExpiryCountdown
                key={token.id}
                expiresAt={token.expiresAt}
                expiredHint={t("expiredHint")}
              />
              <CopyButton text={token.id} label={t("copy")} />
            </div>
          ) : (
            <EmptyState title={t("empty")} />
          )}
        </CardContent>
      </Card>
      <RecentTokens tokens={tokens} />
    </div>
  );
}
