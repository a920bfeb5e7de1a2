import { useTranslations } from "next-intl";
import { GiftIcon } from "@/components/ui/plain-icons";

/**
 * "Invited by M**A", over the join form or the ask for the counter's QR: the invitation this
 * phone carries (the friend's link, remembered 30 days). Rendered on the server: no script.
 */
export function InvitedBy({ inviter }: { inviter: string }) {
  const t = useTranslations("invite.join");
  const line = t.rich("invitedBy", { inviter, name: (chunks) => <bdi>{chunks}</bdi> });
  return (
    <p
      className="bg-primary/10 text-primary mb-4 flex items-center gap-2 rounded-xl px-4 py-3 text-sm font-medium"
      data-testid="join-invited-by"
    >
      <GiftIcon className="size-4 shrink-0" />
      <span className="min-w-0 wrap-anywhere">{line}</span>
    </p>
  );
}
