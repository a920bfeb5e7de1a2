import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { CounterAccount, Setup, SetupStepKey } from "@/lib/setup/steps";
import { CounterQr } from "./counter-qr";
import { SetupButton } from "./setup-buttons";
import { TestCustomer } from "./test-customer";

type Words = "shop" | "card" | "signIn" | "cashier" | "counter" | "firstPunch" | "poster";
type StepLink = { href: string; label: `steps.${Words}.action` | "steps.counter.print" };

/** Each step's words (adminSetup.steps.*) and the screens that do it. */
const STEPS: Record<SetupStepKey, { words: Words; links: StepLink[]; self?: boolean }> = {
  shop: { words: "shop", links: [{ href: "/admin/settings", label: "steps.shop.action" }] },
  card: { words: "card", links: [{ href: "/admin/program", label: "steps.card.action" }] },
  "sign-in": { words: "signIn", links: [{ href: "/admin/profile", label: "steps.signIn.action" }] },
  cashier: {
    words: "cashier",
    links: [{ href: "/admin/users", label: "steps.cashier.action" }],
    self: true,
  },
  counter: {
    words: "counter",
    links: [
      { href: "/counter", label: "steps.counter.action" },
      { href: "/counter/batches", label: "steps.counter.print" },
    ],
  },
  "first-punch": {
    words: "firstPunch",
    links: [{ href: "/counter", label: "steps.firstPunch.action" }],
  },
  poster: { words: "poster", links: [{ href: "/admin/poster", label: "steps.poster.action" }] },
};

/**
 * The setup guide at the top of the dashboard: the shop's steps to its first real punch, each
 * marked from what the shop holds (lib/setup/steps.ts) and opening the screen that does it,
 * whose back link returns here. The next step to do carries the filled button.
 */
export async function SetupGuide({
  setup,
  accounts,
}: {
  setup: Setup;
  /** The staff accounts a counter tablet can sign in as. */
  accounts: CounterAccount[];
}) {
  const t = await getTranslations("adminSetup");
  const done = setup.steps.filter((s) => s.done).length;
  const next = setup.steps.find((s) => !s.done)?.key;
  return (
    <IntlProvider namespaces={["adminSetup", "common"]}>
      <Card className="mb-6 gap-4" data-testid="setup-guide">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <CardTitle className="text-lg">
              <h2>{t("title")}</h2>
            </CardTitle>
            <p className="text-muted-foreground text-sm">
              {setup.finished ? t("ready") : t("description")}
            </p>
          </div>
          <SetupButton kind="hide" />
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-1.5">
            <p className="text-sm font-medium" data-testid="setup-progress">
              {t("progress", { done, total: setup.steps.length })}
            </p>
            <Progress value={done} max={setup.steps.length} aria-label={t("title")} />
          </div>
          <ol className="divide-y rounded-lg border">
            {setup.steps.map((step, i) => {
              const meta = STEPS[step.key];
              return (
                <li
                  key={step.key}
                  className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4"
                  data-testid={`setup-step-${step.key}`}
                  data-done={step.done}
                >
                  <div className="flex min-w-0 flex-1 items-start gap-3">
                    {step.done ? (
                      <CircleCheck
                        className="mt-0.5 size-6 shrink-0 text-emerald-600"
                        aria-label={t("done")}
                        role="img"
                      />
                    ) : (
                      <span
                        className="border-muted-foreground/40 text-muted-foreground mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold"
                        aria-hidden
                      >
                        {i + 1}
                      </span>
                    )}
                    <div className="min-w-0 space-y-0.5">
                      <h3 className="leading-snug font-medium break-words">
                        {t(`steps.${meta.words}.title`)}
                      </h3>
                      <p className="text-muted-foreground text-sm break-words">
                        {t(`steps.${meta.words}.body`)}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2 ps-9 sm:shrink-0 sm:ps-0">
                    {meta.links.map((link) => (
                      <Button
                        key={link.href}
                        asChild
                        size="sm"
                        variant={
                          step.key === next && link === meta.links[0] ? "default" : "outline"
                        }
                      >
                        <Link href={link.href}>{t(link.label)}</Link>
                      </Button>
                    ))}
                    {meta.self && !step.done && <SetupButton kind="self" />}
                    {step.key === "counter" && <CounterQr accounts={accounts} />}
                    {step.key === "first-punch" && <TestCustomer username={setup.testCustomer} />}
                  </div>
                </li>
              );
            })}
          </ol>
        </CardContent>
      </Card>
    </IntlProvider>
  );
}
