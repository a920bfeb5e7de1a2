"use client";

import {
  Cake,
  Gift,
  HeartHandshake,
  LifeBuoy,
  Mail,
  Megaphone,
  Sparkles,
  Tag,
  UserPlus,
  type LucideIcon,
} from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import Link from "next/link";
import { LocalDate } from "@/components/ui/local-date";
import type { InboxItemView } from "@/lib/messaging/inbox";
import { INBOX_PATH } from "@/lib/pwa/link";
import type { MessageKind } from "@/lib/db/schema";
import { MOMENT } from "@/lib/i18n/dates";

const ICONS: Record<MessageKind, LucideIcon> = {
  reward_ready: Gift,
  reward_waiting: Gift,
  one_away: Gift,
  level_up: Sparkles,
  ticket_reply: LifeBuoy,
  announcement: Megaphone,
  campaign: Tag,
  welcome: HeartHandshake,
  miss_you: HeartHandshake,
  birthday: Cake,
  friend_joined: UserPlus,
  referral_bonus: Gift,
};

/**
 * One message: unread ones in bold with a dot. A message about a screen opens it; one that is
 * only the inbox's is read where it stands, so its tap just marks it read.
 */
export function MessageRow({ message, onOpen }: { message: InboxItemView; onOpen: () => void }) {
  const t = useTranslations("customer.inbox");
  const locale = useLocale();
  const Icon = ICONS[message.kind] ?? Mail;
  const unread = message.readAt === null;
  const content = (
    <>
      <span
        className={`mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full ${
          unread ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground"
        }`}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        <span className="flex items-start justify-between gap-3">
          {/* The owner's words keep their own direction: a German title ends with its full
              stop on the right on an Arabic page, an Arabic one on the left on a German page. */}
          <span
            dir="auto"
            className={`min-w-0 wrap-anywhere ${unread ? "font-semibold" : "font-medium"}`}
            data-testid="inbox-message-title"
          >
            {message.title}
          </span>
          {unread && (
            <span
              className="bg-primary mt-1.5 size-2.5 shrink-0 rounded-full"
              aria-label={t("unreadMark")}
            />
          )}
        </span>
        {message.body && (
          <span
            dir="auto"
            className="text-muted-foreground block text-sm wrap-anywhere whitespace-pre-line"
            data-testid="inbox-message-body"
          >
            {message.body}
          </span>
        )}
        <LocalDate
          value={message.createdAt}
          options={MOMENT}
          locale={locale}
          className="text-muted-foreground block text-xs"
        />
      </span>
    </>
  );
  const className =
    "hover:bg-accent/60 focus-visible:bg-accent/60 flex w-full items-start gap-3 p-4 text-start outline-none";
  const opensScreen = message.link !== INBOX_PATH;
  return (
    <li data-testid="inbox-message" data-unread={unread || undefined} data-id={message.id}>
      {opensScreen ? (
        <Link href={message.link} prefetch={false} onClick={onOpen} className={className}>
          {content}
        </Link>
      ) : (
        <button type="button" onClick={onOpen} className={className}>
          {content}
        </button>
      )}
    </li>
  );
}
