import { ClockIcon, QrCodeIcon, StoreIcon, TicketXIcon } from "@/components/ui/plain-icons";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { getTranslations } from "next-intl/server";
import { StateCard } from "../../_components/state-card";

/**
 * No token in the address: scan the counter's QR, or type the code shown under it. A plain
 * form that reloads this page with the code, so it works before any script has loaded.
 */
export async function TypeToken() {
  const t = await getTranslations("join.states");
  return (
    <StateCard
      icon={<QrCodeIcon />}
      title={t("typeTitle")}
      description={t("typeDescription")}
      testId="join-type-token"
    >
      <form action="/join" method="get" className="space-y-3 text-start">
        <Field id="join-typed-token" label={t("typeLabel")}>
          <Input
            name="token"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            data-testid="join-typed-token"
          />
        </Field>
        <Button type="submit" className="w-full" data-testid="join-typed-continue">
          {t("continue")}
        </Button>
      </form>
    </StateCard>
  );
}

/** The owner turned joining off: the staff make the account. */
export async function JoiningOff({ signIn }: { signIn: string }) {
  const t = await getTranslations("join.states");
  return (
    <StateCard
      icon={<StoreIcon />}
      title={t("offTitle")}
      description={t("offDetail")}
      testId="join-off"
    >
      <Button asChild variant="outline" className="w-full">
        <a href={signIn}>{t("offSignIn")}</a>
      </Button>
    </StateCard>
  );
}

/**
 * The token cannot make an account: used, unknown or expired, in SPEC's words. `message` is
 * the refusal's, already in the reader's language.
 */
export async function TokenRefused({ message, expired }: { message: string; expired: boolean }) {
  const t = await getTranslations("join.states");
  // SPEC.md's "Invalid Token" is written once, with the refusals.
  const spec = await getTranslations("errors.rewards");
  const title = expired ? t("expiredTitle") : spec("invalidTokenTitle");
  return (
    <StateCard
      icon={expired ? <ClockIcon /> : <TicketXIcon />}
      title={title}
      description={message}
      testId="join-token-refused"
    >
      <p className="text-muted-foreground text-sm">{t("refusedHint")}</p>
    </StateCard>
  );
}
