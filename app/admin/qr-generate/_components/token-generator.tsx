"use client";

import { TOKEN_GENERATED, TOKEN_GENERATED_DETAIL } from "@/lib/rewards/staff-messages";
import { QrCode } from "lucide-react";
import { useState } from "react";
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
import { formatShortCode } from "@/lib/rewards/short-code";
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
      notify.success(TOKEN_GENERATED, TOKEN_GENERATED_DETAIL);
      const recent = await api<{ tokens: RecentToken[] }>("/admin/tokens");
      setTokens(recent.tokens);
    },
    fallback: "Failed to generate token",
  });

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Punch Token</CardTitle>
          <CardDescription>
            {maxTokenPunches > 1
              ? "Each token adds the punches chosen here and can be used once."
              : "Each token adds one punch and can be used once."}
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
            Generate Token
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
                  +{token.punches}
                </p>
              )}
              <QrImage value={token.url} size={220} label="Punch token QR code" />
              <code
                className="bg-muted max-w-full rounded px-2 py-1 text-sm break-all"
                data-testid="token-id"
              >
                {token.id}
              </code>
              <p className="text-muted-foreground text-sm">
                To type:{" "}
                <code
                  className="text-foreground font-mono text-base font-bold tracking-widest"
                  data-testid="token-code"
                >
                  {formatShortCode(token.code)}
                </code>
              </p>
              <ExpiryCountdown
                key={token.id}
                expiresAt={token.expiresAt}
                expiredHint="Generate a new token."
              />
              <CopyButton text={token.id} label="Copy token" />
            </div>
          ) : (
            <EmptyState title="No token yet. Generate one when a customer pays." />
          )}
        </CardContent>
      </Card>
      <RecentTokens tokens={tokens} />
    </div>
  );
}
