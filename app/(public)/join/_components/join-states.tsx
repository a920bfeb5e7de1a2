import { ClockIcon, QrCodeIcon, StoreIcon, TicketXIcon } from "@/components/ui/plain-icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { INVALID_TOKEN_TITLE, refusalTitle, TOKEN_EXPIRED } from "@/lib/rewards/messages";
import { JOINING_OFF, JOINING_OFF_DETAIL } from "@/lib/users/join-messages";

const EXPIRED_TITLE = refusalTitle("gone") ?? INVALID_TOKEN_TITLE;

function StateCard({
  icon,
  title,
  description,
  testId,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: React.ReactNode;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <Card className="text-center shadow-xl" data-testid={testId}>
      <CardHeader className="justify-items-center gap-3">
        <span className="bg-secondary text-secondary-foreground flex size-12 items-center justify-center rounded-2xl [&_svg]:size-6">
          {icon}
        </span>
        <CardTitle>
          <h1 className="text-xl">{title}</h1>
        </CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      {children && <CardContent>{children}</CardContent>}
    </Card>
  );
}

/**
 * No token in the address: scan the counter's QR, or type the code shown under it. A plain
 * form that reloads this page with the code, so it works before any script has loaded.
 */
export function TypeToken() {
  return (
    <StateCard
      icon={<QrCodeIcon />}
      title="Scan the QR at the counter to join"
      description="Open your camera and point it at the QR code on the counter's screen or on your card."
      testId="join-type-token"
    >
      <form action="/join" method="get" className="space-y-3 text-start">
        <Field id="join-typed-token" label="Or type the code shown under the QR">
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
          Continue
        </Button>
      </form>
    </StateCard>
  );
}

/** The owner turned joining off: the staff make the account. */
export function JoiningOff({ signIn }: { signIn: string }) {
  return (
    <StateCard
      icon={<StoreIcon />}
      title={JOINING_OFF}
      description={JOINING_OFF_DETAIL}
      testId="join-off"
    >
      <Button asChild variant="outline" className="w-full">
        <a href={signIn}>Sign in to collect your punch</a>
      </Button>
    </StateCard>
  );
}

/** The token cannot make an account: used, unknown or expired, in SPEC's words. */
export function TokenRefused({ message }: { message: string }) {
  const expired = message === TOKEN_EXPIRED;
  return (
    <StateCard
      icon={expired ? <ClockIcon /> : <TicketXIcon />}
      title={expired ? EXPIRED_TITLE : INVALID_TOKEN_TITLE}
      description={message}
      testId="join-token-refused"
    >
      <p className="text-muted-foreground text-sm">
        Ask at the counter for a new QR code, and scan that one to join.
      </p>
    </StateCard>
  );
}
