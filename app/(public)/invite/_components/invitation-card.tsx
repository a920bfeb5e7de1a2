import { useTranslations } from "next-intl";
import { buttonVariants } from "@/components/ui/button-variants";
import { GiftIcon, TicketXIcon, UserPlusIcon } from "@/components/ui/plain-icons";
import { StateCard } from "../../_components/state-card";
import type { InvitationRead } from "../../_lib/read-invitation";

/** The way on from an invitation: the join page, which asks for the counter's QR. */
function JoinLink({ label }: { label: string }) {
  return (
    // A plain link: this page ships no script of its own.
    <a href="/join" className={buttonVariants({ className: "w-full" })} data-testid="invite-join">
      {label}
    </a>
  );
}

/**
 * The invitation page's card, rendered on the server: who invites and what both get (the
 * bonus lines only while the owner's switch is on and the bonus is above 0), how to join; or
 * why the invitation this phone carries does not work; or that it carries none.
 */
export function InvitationCard({ read }: { read: InvitationRead | null }) {
  const t = useTranslations("invite.page");
  if (!read) {
    return (
      <StateCard
        icon={<UserPlusIcon />}
        title={t("noneTitle")}
        description={t("noneDetail")}
        testId="invite-none"
      >
        <JoinLink label={t("join")} />
      </StateCard>
    );
  }
  if (read.state === "limited") {
    return (
      <StateCard
        icon={<TicketXIcon />}
        title={t("limited")}
        description={t("limitedDetail", { minutes: read.minutes })}
        testId="invite-limited"
      >
        <JoinLink label={t("join")} />
      </StateCard>
    );
  }
  if (read.state !== "valid") {
    return (
      <StateCard
        icon={<TicketXIcon />}
        title={t(read.state)}
        description={t("brokenDetail")}
        testId={`invite-${read.state}`}
      >
        <JoinLink label={t("join")} />
      </StateCard>
    );
  }
  const { view } = read;
  // Names and codes keep their own direction inside Arabic sentences.
  const name = (chunks: React.ReactNode) => <bdi>{chunks}</bdi>;
  const title = t.rich("title", { inviter: view.inviter, shop: view.shopName, name });
  const friendGets =
    view.on && view.friendPunches > 0 && t("friendGets", { count: view.friendPunches });
  const inviterGets =
    view.on &&
    view.inviterPunches > 0 &&
    t.rich("inviterGets", { count: view.inviterPunches, inviter: view.inviter, name });
  const code = t.rich("code", {
    code: view.code,
    mono: (chunks) => (
      <bdi className="text-foreground font-mono font-semibold" data-testid="invite-code">
        {chunks}
      </bdi>
    ),
  });
  return (
    <StateCard icon={<GiftIcon />} title={title} testId="invite-valid">
      <div className="space-y-4">
        {(friendGets || inviterGets) && (
          <ul className="bg-primary/5 space-y-1 rounded-lg p-3 text-sm font-medium">
            {friendGets && <li data-testid="invite-friend-gets">{friendGets}</li>}
            {inviterGets && <li data-testid="invite-inviter-gets">{inviterGets}</li>}
          </ul>
        )}
        <div className="space-y-1">
          <h2 className="font-semibold">{t("how")}</h2>
          <p className="text-muted-foreground text-sm">{t("howDetail", { shop: view.shopName })}</p>
        </div>
        <p className="text-muted-foreground text-sm">{code}</p>
        <JoinLink label={t("join")} />
      </div>
    </StateCard>
  );
}
